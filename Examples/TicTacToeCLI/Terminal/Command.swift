/// A typed line split into a command word and its arguments, e.g. `start tictactoe`.
///
/// The line is made inert first (see `InertText`), so the word and the arguments can be shown
/// back to the player without risk.
nonisolated struct Command: Equatable, Sendable {
  /// The first word, lowercased so that `HELP` and `help` are the same command.
  let name: String
  /// The words after the first one, as typed.
  let arguments: [String]

  /// Creates a command from its parts; `name` is lowercased.
  init(name: String, arguments: [String] = []) {
    self.name = name.lowercased()
    self.arguments = arguments
  }

  /// The command with its arguments, separated by single spaces.
  var text: String {
    ([name] + arguments).joined(separator: " ")
  }

  /// Splits `line` into words separated by whitespace.
  ///
  /// A line holding control characters or escape sequences is refused rather than cleaned,
  /// because acting on something other than what the player sees would be surprising.
  static func parse(_ line: String) -> ParsedLine {
    if InertText.containsControls(line) { return .invalid(.controlCharacters) }
    let words = InertText.sanitize(line).split(separator: " ").map(String.init)
    guard let first = words.first else { return .blank }
    return .command(Command(name: first, arguments: Array(words.dropFirst())))
  }

  /// The commands every screen takes (`TerminalApp` handles them before the screen does).
  static let everywhere = ["help", "tree", "quit"]

  /// A one-line message for a command word that the current screen does not know: it names
  /// every command that would have worked, the screen's and ``everywhere``'s.
  ///
  /// - Parameters:
  ///   - known: the screen's commands, in the order they should be suggested.
  ///   - alternative: what else the screen takes, e.g. `press Enter to flip the coin`.
  func unknownMessage(known: [String], or alternative: String? = nil) -> String {
    let word = InertText.quoted(name, maxLength: InputError.echoLength)
    let commands = (known + Self.everywhere).joined(separator: ", ")
    let choice = alternative.map { "\($0), or type one of: " } ?? "type one of: "
    return "unknown command \(word); \(choice)\(commands)"
  }
}

/// What a typed line turned out to be.
nonisolated enum ParsedLine: Equatable, Sendable {
  /// Nothing but whitespace; the prompt is shown again.
  case blank
  /// A command word, possibly with arguments.
  case command(Command)
  /// A line that cannot be a command.
  case invalid(InputError)
}

/// Which coordinate of a move is meant.
nonisolated enum BoardAxis: String, Equatable, Sendable {
  /// The horizontal lines, numbered from the top.
  case row
  /// The vertical lines, numbered from the left.
  case column
}

/// Something wrong with a typed line, each with a one-line explanation for the player.
nonisolated enum InputError: Error, Equatable, Sendable {
  /// The line held control characters or escape sequences.
  case controlCharacters
  /// A move did not have exactly two numbers; `count` is how many parts it had.
  case wrongMoveArity(count: Int)
  /// A part of a move was not a number; the part is kept as typed (but inert).
  case notANumber(String)
  /// A coordinate was outside 1...3; the value is kept as typed.
  case offBoard(BoardAxis, String)

  /// The most characters of the player's own input repeated in a message.
  static let echoLength = 16

  /// A one-line, human explanation of the problem.
  var message: String {
    switch self {
    case .controlCharacters:
      return "control characters and escape sequences are not allowed; type plain text"
    case .wrongMoveArity:
      return "a move is two numbers, row and column, e.g. 2 3"
    case .notANumber(let text):
      return "\(InertText.quoted(text, maxLength: Self.echoLength)) is not a number"
    case .offBoard(let axis, let value):
      let value = InertText.sanitize(value, maxLength: Self.echoLength)
      return "\(axis.rawValue) \(value) is off the board; rows and columns go from 1 to 3"
    }
  }
}

/// Reads a board move typed as two 1-based numbers, row then column: `2 3`, `2,3` or `2, 3`.
nonisolated enum MoveParser {
  /// The numbers the player types for rows and columns.
  static let validNumbers = 1...GameBoard.size

  /// Parses `text` into a 0-based board position, or explains what is wrong with it.
  static func parse(_ text: String) -> Result<BoardPosition, InputError> {
    if InertText.containsControls(text) { return .failure(.controlCharacters) }
    let parts = text.split { $0 == "," || $0.isWhitespace }.map(String.init)
    guard parts.count == 2 else { return .failure(.wrongMoveArity(count: parts.count)) }

    var numbers: [Int] = []
    for part in parts {
      // A long run of digits is a number, just a huge one: it is off the board, not "not a number".
      if let number = Int(part) {
        numbers.append(number)
      } else if isDigits(part) {
        numbers.append(Int.max)
      } else {
        return .failure(.notANumber(part))
      }
    }
    for (axis, index) in [(BoardAxis.row, 0), (BoardAxis.column, 1)]
    where !validNumbers.contains(numbers[index]) {
      return .failure(.offBoard(axis, parts[index]))
    }
    return .success(BoardPosition(row: numbers[0] - 1, col: numbers[1] - 1))
  }

  /// Parses a move given as command words, e.g. `Command("2", ["3"])`.
  static func parse(_ command: Command) -> Result<BoardPosition, InputError> {
    parse(command.text)
  }

  /// Whether `text` is an optional sign followed by ASCII digits only.
  private static func isDigits(_ text: String) -> Bool {
    let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : text[...]
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
