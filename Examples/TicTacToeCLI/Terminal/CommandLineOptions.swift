/// The options the program was started with.
///
/// Parsing never prints nor exits: it returns the options or an error, and the caller decides.
/// When several are given, `--help` should win over `--version`, which wins over playing.
nonisolated struct CommandLineOptions: Equatable, Sendable {
  /// `--help` or `-h`: print `usage` and exit.
  var showHelp = false
  /// `--version`: print `version` and exit.
  var showVersion = false
  /// `--seed N`: the seed of RandomWin's coin, or `nil` for a random one.
  var seed: UInt64?
  /// `--deeplink URL`: a link to follow once the players have logged in, not yet validated.
  var deepLink: String?
  /// `--no-color`: never use colours, even on a terminal.
  var noColor = false
  /// `--inspect PATH`: a file or FIFO to stream the tree's changes to, as JSON Lines.
  var inspectPath: String?

  /// The options used when none are given.
  init() {}

  /// The program's name and version, printed by `--version`.
  static let version = "TicTacToeCLI 0.1.0 (swift-ribs)"

  /// The help text printed by `--help`.
  static let usage = """
    USAGE: TicTacToeCLI [options]

    Tic-tac-toe for two players in the terminal, built with the RIBs architecture.
    Commands are read from standard input, so a session can be replayed:
      TicTacToeCLI < session.txt

    OPTIONS:
      -h, --help        Show this help and exit.
      --version         Show the version and exit.
      --seed N          Seed the coin of the RandomWin game so that its results
                        can be replayed (N from 0 to 18446744073709551615).
      --deeplink URL    Launch a game as soon as the players have logged in, e.g.
                        --deeplink 'ribs-training://launchGame?gameId=tictactoe'
      --no-color        Do not use colours. Colours are also off when NO_COLOR
                        is set or when the output is not a terminal.
      --inspect PATH    Stream the RIB tree's changes to PATH (a file, emptied
                        first, or a FIFO) as JSON Lines while the game runs, e.g.
                        for: swift run --package-path Tools/RIBTreeViewer
                             rib-tree-viewer --follow PATH

    IN-GAME COMMANDS (each screen lists its own as well):
      help              Show the commands of the current screen.
      tree              Show the live tree of RIBs; tree json, tree dot and
                        tree mermaid show it as JSON or as a diagram.
      quit              Leave the program.
    """

  /// Parses `arguments`, the command line without the program name.
  ///
  /// Values may follow their option as the next argument or after `=`: `--seed 7`, `--seed=7`.
  static func parse(_ arguments: [String]) -> Result<CommandLineOptions, CommandLineError> {
    var options = CommandLineOptions()
    var remaining = arguments[...]

    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      switch name {
      case "-h", "--help", "--version", "--no-color":
        if inlineValue != nil { return .failure(.unexpectedValue(option: name)) }
        if name == "--version" {
          options.showVersion = true
        } else if name == "--no-color" {
          options.noColor = true
        } else {
          options.showHelp = true
        }
      case "--seed", "--deeplink", "--inspect":
        guard let value = inlineValue ?? takeValue(from: &remaining), !value.isEmpty else {
          return .failure(.missingValue(option: name))
        }
        if name == "--seed" {
          guard options.seed == nil else { return .failure(.repeatedOption(name)) }
          guard let seed = UInt64(value) else { return .failure(.invalidSeed(value)) }
          options.seed = seed
        } else if name == "--inspect" {
          guard options.inspectPath == nil else { return .failure(.repeatedOption(name)) }
          options.inspectPath = value
        } else {
          guard options.deepLink == nil else { return .failure(.repeatedOption(name)) }
          options.deepLink = value
        }
      default:
        if argument.hasPrefix("-") && argument != "-" {
          return .failure(.unknownOption(name))
        }
        return .failure(.unexpectedArgument(argument))
      }
    }
    return .success(options)
  }

  /// Splits `--name=value` into its name and value; other arguments have no inline value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Takes the next argument as an option's value, unless it is itself an option.
  ///
  /// `--seed --no-color` is far more likely a forgotten value than a seed named `--no-color`.
  private static func takeValue(from remaining: inout ArraySlice<String>) -> String? {
    guard let next = remaining.first, !next.hasPrefix("--"), next != "-h" else { return nil }
    return remaining.popFirst()
  }
}

/// A problem with the command line, with a one-line message naming what was wrong.
nonisolated enum CommandLineError: Error, Equatable, Sendable {
  /// An option the program does not know.
  case unknownOption(String)
  /// An argument that is not an option; the program takes none.
  case unexpectedArgument(String)
  /// An option that needs a value was given none.
  case missingValue(option: String)
  /// An option that takes no value was given one with `=`.
  case unexpectedValue(option: String)
  /// The seed is not a whole number from 0 to `UInt64.max`.
  case invalidSeed(String)
  /// An option that takes a value was given twice.
  case repeatedOption(String)

  /// The most characters of an argument repeated in a message.
  private static let echoLength = 40

  /// A one-line explanation, meant to be followed by a hint to run `--help`.
  var message: String {
    func quoted(_ text: String) -> String {
      InertText.quoted(text, maxLength: Self.echoLength)
    }
    switch self {
    case .unknownOption(let option):
      return "unknown option \(quoted(option))"
    case .unexpectedArgument(let argument):
      return "unexpected argument \(quoted(argument)); TicTacToeCLI takes only options"
    case .missingValue(let option):
      return "option \(quoted(option)) needs a value"
    case .unexpectedValue(let option):
      return "option \(quoted(option)) does not take a value"
    case .invalidSeed(let value):
      return "seed \(quoted(value)) is not a whole number from 0 to \(UInt64.max)"
    case .repeatedOption(let option):
      return "option \(quoted(option)) was given more than once"
    }
  }
}
