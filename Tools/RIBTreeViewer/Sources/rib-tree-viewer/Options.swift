/// The command line of `rib-tree-viewer`.
struct Options: Equatable {
  /// The JSON Lines file or FIFO to follow.
  var followPath: String?
  /// The first port to try on 127.0.0.1; `0` lets the system pick a free one.
  var port = 8484
  /// How long to wait between two reads of the file, in milliseconds.
  var pollMilliseconds = 100
  /// Whether to print the help and exit.
  var showHelp = false

  static let usage = """
    USAGE: rib-tree-viewer --follow PATH [--port N] [--poll MS]

    Draws a RIB tree in the browser, live, from the JSON Lines a swift-ribs app writes
    (the example: swift run TicTacToeCLI --inspect PATH).

    OPTIONS:
      --follow PATH   The file or FIFO to read; it need not exist yet.
      --port N        The port to serve on, on 127.0.0.1 (default 8484). If it is in
                      use, the next ones are tried. 0 lets the system choose.
      --poll MS       How often to read the file, in milliseconds (default 100).
      -h, --help      Show this help.
    """

  /// Parses the arguments (without the program name), or explains what is wrong.
  static func parse(_ arguments: [String]) -> Result<Options, OptionsError> {
    var options = Options()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var value: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "-h", "--help":
        options.showHelp = true
      case "--follow", "--port", "--poll":
        guard let given = value ?? remaining.popFirst(), !given.isEmpty else {
          return .failure(OptionsError(message: "\(name) needs a value"))
        }
        if name == "--follow" {
          options.followPath = given
        } else if name == "--port" {
          guard let port = Int(given), (0...65535).contains(port) else {
            return .failure(OptionsError(message: "--port \(given) is not a port (0 to 65535)"))
          }
          options.port = port
        } else {
          guard let milliseconds = Int(given), (10...10_000).contains(milliseconds) else {
            return .failure(OptionsError(message: "--poll \(given) is not 10 to 10000 ms"))
          }
          options.pollMilliseconds = milliseconds
        }
      default:
        return .failure(OptionsError(message: "unknown argument \(argument)"))
      }
    }
    if options.followPath == nil && !options.showHelp {
      return .failure(OptionsError(message: "--follow PATH is required"))
    }
    return .success(options)
  }
}

/// A command line that cannot be used, in one line.
struct OptionsError: Error, Equatable {
  var message: String
}
