import RIBCore
import RIBStreams

/// The terminal front end: it launches the RIB tree on a ``TerminalHost``, then reads lines
/// and hands them to the screen on top, until `quit` or the end of input.
///
/// Interactive (standard input is a terminal): each screen is redrawn on a cleared terminal,
/// with colours unless turned off. Scripted (input from a file or pipe): plain text, each
/// input echoed after its prompt, each screen printed when it changes, so a session is a
/// readable, reproducible transcript.
final class TerminalApp {
  /// How the app talks to the user.
  struct Mode {
    /// Whether input comes from a person at a terminal.
    var isInteractive: Bool
    /// The styling of output.
    var style: TerminalStyle
  }

  private let reader: LineReader
  private let output: TextOutput
  private let mode: Mode
  private let host = TerminalHost()
  private(set) var rootRouter: (LaunchRouting & RootRouting)?
  private var lastScreen: String?
  private var inspector: TreeInspector?

  init(reader: LineReader, output: TextOutput, mode: Mode) {
    self.reader = reader
    self.output = output
    self.mode = mode
  }

  /// Builds the tree and launches it. `deepLinkGameID` starts that game as soon as players
  /// have logged in (tutorial 4's workflow).
  ///
  /// `inspector`, if given, streams the tree from before the launch on.
  func launch(coinSeed: UInt64?, deepLinkGameID: String?, inspector: TreeInspector? = nil) {
    let (rootRouter, urlHandler) = RootBuilder(dependency: AppComponent(coinSeed: coinSeed))
      .build()
    self.rootRouter = rootRouter
    self.inspector = inspector
    inspector?.start(root: rootRouter)
    rootRouter.launch(from: host)
    if let deepLinkGameID {
      urlHandler.handle(.launchGame(gameID: deepLinkGameID))
    }
  }

  /// Runs until `quit` or the end of input; returns the exit code.
  ///
  /// The app reads its input on the main thread and never runs the main queue, so before each
  /// screen it catches up on the main-actor work other threads handed over meanwhile (stream
  /// events, tasks, a RIB released elsewhere): see `MainActorBacklog`.
  func run() -> Int32 {
    MainActorBacklog.drain()
    showScreen()
    defer { inspector?.synchronize() }
    while true {
      inspector?.synchronize()
      writePrompt()
      let line = reader.readLine()
      switch line {
      case .endOfInput:
        if mode.isInteractive { output.write("\n") }
        return 0
      case .invalidUTF8:
        echo("<invalid UTF-8>")
        say(
          mode.style.error("That line is not valid UTF-8 text; it was ignored."))
      case .tooLong(let limit):
        echo("<line over \(limit) bytes>")
        say(mode.style.error("That line is longer than \(limit) bytes; it was ignored."))
      case .line(let text):
        echo(InertText.sanitize(text, maxLength: 80))
        if handle(text) == .quit { return 0 }
      }
      MainActorBacklog.drain()
      showScreen()
    }
  }

  private enum LineResult { case goOn, quit }

  private func handle(_ text: String) -> LineResult {
    let parsed = Command.parse(text)
    if case .command(let command) = parsed, command.name == "tree" {
      switch TreeFormat.parse(command.arguments) {
      case .success(let format):
        say(rootRouter.map { format.render($0.snapshot()) } ?? "")
      case .failure(let error):
        say(mode.style.error(sentence(error.message)))
      }
      return .goOn
    }
    if case .command(let command) = parsed, command.arguments.isEmpty {
      switch command.name {
      case "quit", "exit":
        // No redraw follows, so interactive mode's pending messages go out now.
        say("Bye!")
        flushPendingMessages()
        return .quit
      case "help", "?":
        say(helpText())
        return .goOn
      default:
        break
      }
    }
    guard let screen = host.rootScreen else { return .goOn }
    if case .rejected(let message) = screen.handle(UserInput(raw: text, parsed: parsed)) {
      say(mode.style.error(sentence(message)))
    }
    if let notice = screen.takeNotice() {
      say(mode.style.warning(sentence(notice)))
    }
    return .goOn
  }

  /// Messages come from several places; shown, they all read as one sentence.
  private func sentence(_ message: String) -> String {
    guard let first = message.first else { return message }
    let capitalised = first.uppercased() + message.dropFirst()
    return ".!?".contains(capitalised.last ?? ".") ? capitalised : capitalised + "."
  }

  private func helpText() -> String {
    var lines = ["Commands on this screen:"]
    lines += (host.rootScreen?.helpLines ?? []).map { "  " + $0 }
    lines += [
      "Everywhere:",
      "  help      this list",
      "  tree      the live RIB tree (active or not, view-less or not);",
      "            tree json, tree dot, tree mermaid: the same as data or a diagram",
      "  quit      leave the game",
    ]
    return lines.joined(separator: "\n")
  }

  // MARK: - Output

  /// Under every screen, since no screen's prompt names the commands that work everywhere.
  static let everywhereLine = "Type help for the commands, tree for the RIB tree, quit to leave."

  private func showScreen() {
    guard let screen = host.rootScreen else { return }
    let text = screen.render(style: mode.style) + "\n\n" + mode.style.dim(Self.everywhereLine)
    if mode.isInteractive {
      output.write(mode.style.clearScreen + text + "\n\n")
      flushPendingMessages()
    } else if text != lastScreen {
      output.write("\n" + text + "\n\n")
    }
    lastScreen = text
  }

  // Interactive mode redraws the whole screen after each line, so messages are kept until
  // the redraw and shown under it; scripted mode prints them as they come.
  private var pendingMessages: [String] = []

  private func say(_ message: String) {
    if mode.isInteractive {
      pendingMessages.append(message)
    } else {
      output.write(message + "\n")
    }
  }

  private func flushPendingMessages() {
    guard !pendingMessages.isEmpty else { return }
    output.write(pendingMessages.joined(separator: "\n") + "\n\n")
    pendingMessages.removeAll()
  }

  private func writePrompt() {
    let prompt = host.rootScreen?.prompt ?? ""
    output.write(mode.style.dim("\(prompt)> "))
  }

  /// Scripted input is not echoed by a terminal; echo it so the transcript reads as a
  /// conversation.
  private func echo(_ text: String) {
    if !mode.isInteractive { output.write(text + "\n") }
  }
}
