import RIBCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The command line first: --help and --version print and exit; a bad option explains itself.
let options: CommandLineOptions
switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  writeToStandardError("TicTacToeCLI: \(error.message)\nTry --help.\n")
  exit(2)
}
if options.showHelp {
  print(CommandLineOptions.usage)
  exit(0)
}
if options.showVersion {
  print(CommandLineOptions.version)
  exit(0)
}

let interactive = isTerminal(fileDescriptor: 0)
let colors = TerminalStyle.colorEnabled(
  environment: environmentVariables(), isTerminal: isTerminal(fileDescriptor: 1),
  noColorFlag: options.noColor)
let style = TerminalStyle(colorEnabled: colors, clearsScreen: interactive)
let output = StandardOutput()

// A deep link that cannot be followed is explained, and the app starts normally.
var deepLinkGameID: String?
if let link = options.deepLink {
  switch DeepLink.parse(link) {
  case .success(let deepLink) where GameCatalog.all.contains(where: { $0.id == deepLink.gameID }):
    deepLinkGameID = deepLink.gameID
  case .success(let deepLink):
    let known = GameCatalog.all.map(\.id).joined(separator: ", ")
    output.write(
      style.warning(
        "Deep link: there is no game \(InertText.quoted(deepLink.gameID, maxLength: 24))"
          + " (games: \(known)); starting normally.") + "\n")
  case .failure(let error):
    output.write(style.warning("Deep link: \(error.message); starting normally.") + "\n")
  }
}

// A tree that cannot be inspected is explained, and the game is played anyway.
var inspector: TreeInspector?
if let path = options.inspectPath {
  if FileLineSink.isFIFO(path) {
    writeToStandardError("TicTacToeCLI: waiting for a reader of the FIFO \(path)…\n")
  }
  switch FileLineSink.make(path: path) {
  case .success(let sink):
    inspector = TreeInspector(sink: sink) { writeToStandardError("TicTacToeCLI: \($0)\n") }
  case .failure(let error):
    writeToStandardError("TicTacToeCLI: \(error.message); playing without inspection.\n")
  }
}

let app = TerminalApp(
  reader: LineReader(source: FileDescriptorByteSource()), output: output,
  mode: .init(isInteractive: interactive, style: style))
app.launch(coinSeed: options.seed, deepLinkGameID: deepLinkGameID, inspector: inspector)
exit(app.run())

func environmentVariables() -> [String: String] {
  var result: [String: String] = [:]
  for name in ["NO_COLOR", "TERM"] {
    if let value = getenv(name) { result[name] = String(cString: value) }
  }
  return result
}

func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
