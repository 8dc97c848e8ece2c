/// ANSI styling for the terminal, which turns into plain text when colour is off.
///
/// Every styling method returns its text unchanged when colour is disabled, so callers can style
/// unconditionally and still produce output without a single escape byte for pipes, files,
/// `NO_COLOR` users and tests.
nonisolated struct TerminalStyle: Equatable, Sendable {
  /// A Select Graphic Rendition attribute; the raw value is its ANSI parameter.
  enum Attribute: String, Sendable {
    /// Bold or increased intensity.
    case bold = "1"
    /// Faint or decreased intensity.
    case dim = "2"
    /// Underlined text.
    case underline = "4"
    /// Swapped foreground and background colours.
    case inverse = "7"
    /// Red foreground.
    case red = "31"
    /// Yellow foreground.
    case yellow = "33"
    /// Blue foreground.
    case blue = "34"
  }

  /// A style that never emits escape sequences nor clears the screen.
  static let plain = TerminalStyle(colorEnabled: false)

  /// The escape character that starts every ANSI sequence.
  private static let escape = "\u{1B}"

  /// Whether styling methods add ANSI escape sequences.
  let colorEnabled: Bool

  /// Whether `clearScreen` holds a real sequence.
  ///
  /// Kept apart from colour because a `NO_COLOR` user at an interactive terminal still wants one
  /// view per screen, while a scripted session must never receive the sequence.
  let clearsScreen: Bool

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - colorEnabled: whether to emit colours and text attributes.
  ///   - clearsScreen: whether `clearScreen` is a real sequence; only for interactive sessions.
  init(colorEnabled: Bool, clearsScreen: Bool = false) {
    self.colorEnabled = colorEnabled
    self.clearsScreen = clearsScreen
  }

  /// Decides whether to use colour, following the https://no-color.org convention.
  ///
  /// Colour is off when `NO_COLOR` is set to a non-empty value, when `TERM` is `dumb`, when the
  /// output is not a terminal, or when `--no-color` was given.
  static func colorEnabled(
    environment: [String: String], isTerminal: Bool, noColorFlag: Bool
  ) -> Bool {
    if noColorFlag || !isTerminal { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }

  /// The sequence that clears the screen and moves the cursor home, or `""` when not interactive.
  var clearScreen: String {
    clearsScreen ? "\(Self.escape)[2J\(Self.escape)[H" : ""
  }

  /// Wraps `text` in the given attributes, combined into a single sequence.
  ///
  /// Attributes are combined rather than nested because each sequence ends with a full reset,
  /// which would cancel any outer style.
  func apply(_ attributes: [Attribute], to text: String) -> String {
    guard colorEnabled, !attributes.isEmpty, !text.isEmpty else { return text }
    let parameters = attributes.map(\.rawValue).joined(separator: ";")
    return "\(Self.escape)[\(parameters)m\(text)\(Self.escape)[0m"
  }

  /// The colour that identifies `player`: red for player 1, blue for player 2.
  static func color(for player: PlayerType) -> Attribute {
    switch player {
    case .player1: return .red
    case .player2: return .blue
    }
  }

  /// `text` in the colour of `player`.
  func player(_ player: PlayerType, _ text: String) -> String {
    apply([Self.color(for: player)], to: text)
  }

  /// `text` in bold.
  func bold(_ text: String) -> String {
    apply([.bold], to: text)
  }

  /// `text` dimmed, for hints and secondary information.
  func dim(_ text: String) -> String {
    apply([.dim], to: text)
  }

  /// `text` styled as an error: bold red.
  func error(_ text: String) -> String {
    apply([.bold, .red], to: text)
  }

  /// `text` styled as a warning: yellow.
  func warning(_ text: String) -> String {
    apply([.yellow], to: text)
  }
}
