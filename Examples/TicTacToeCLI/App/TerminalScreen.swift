import RIBCore

/// A view of this terminal app: it draws one screen and handles what the user types on it.
///
/// Each RIB's view controller adopts it, next to the RIB's own `…ViewControllable` and
/// `…Presentable` protocols, as a `UIViewController` would on iOS.
protocol TerminalScreen: ViewControllable, ViewVisibilityReporting {
  /// Whether the screen is presented (set by whoever presents it).
  var isShown: Bool { get set }

  /// The screen's content, without the prompt.
  func render(style: TerminalStyle) -> String

  /// What the prompt says may be typed now, e.g. `row col`.
  var prompt: String { get }

  /// One line per command this screen understands, for `help`.
  var helpLines: [String] { get }

  /// Handles a line the user typed (global commands `help`, `tree` and `quit` never reach it).
  func handle(_ input: UserInput) -> InputOutcome

  /// A one-line message to show once, e.g. why a move was refused; cleared when read.
  func takeNotice() -> String?
}

/// One line of user input, raw and tokenised.
struct UserInput {
  /// The line as typed (without its line ending).
  let raw: String
  /// The line split into a command word and arguments.
  let parsed: ParsedLine
}

/// What a screen did with a line.
enum InputOutcome: Equatable {
  /// The line was understood and acted upon.
  case handled
  /// The line was not understood; the message says why, in one line.
  case rejected(String)
}
