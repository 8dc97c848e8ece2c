import Testing

@testable import TicTacToeCLI

@Suite struct InertTextTests {
  @Test(arguments: [
    ("\u{1B}[31mRed\u{1B}[0m", "Red"),
    ("\u{1B}[2J\u{1B}[HBob", "Bob"),
    ("A\u{1B}[1;31;4mB", "AB"),
    ("\u{1B}[?25lhidden cursor", "hidden cursor"),
    ("\u{9B}31mC1", "C1"),
  ])
  func removesControlSequences(raw: String, expected: String) {
    #expect(InertText.sanitize(raw) == expected)
  }

  @Test(arguments: [
    ("\u{1B}]0;pwned\u{07}Ann", "Ann"),
    ("\u{1B}]8;;http://x.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("\u{9D}0;title\u{9C}Ann", "Ann"),
    ("\u{1B}Pdevice\u{1B}\\Ann", "Ann"),
    ("Ann\u{1B}]0;never terminated", "Ann"),
    ("\u{1B}]0;t\u{1B}[31mAnn", "Ann"),
  ])
  func removesControlStrings(raw: String, expected: String) {
    #expect(InertText.sanitize(raw) == expected)
  }

  @Test(arguments: [
    ("Bob\u{1B}", "Bob"),
    ("\u{1B}cBob", "Bob"),
    ("\u{1B}7Bob\u{1B}8", "Bob"),
    ("\u{1B}(BBob", "Bob"),
    ("\u{1B}李", "李"),
    // ESC Z is a complete sequence (DECID), so the Z goes with it, as it would on a terminal.
    ("\u{1B}Zoë", "oë"),
  ])
  func removesShortEscapesAndStrayEscapes(raw: String, expected: String) {
    #expect(InertText.sanitize(raw) == expected)
  }

  @Test func removesC0AndC1ControlsAndDelete() {
    #expect(InertText.sanitize("A\u{0}B\u{7}C\u{8}D\u{7F}E\u{80}F\u{99}G") == "ABCDEFG")
  }

  @Test func removesBidiControls() {
    let raw = "a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}"
    #expect(InertText.sanitize(raw) == "abcdefghi")
    #expect(InertText.sanitize("x\u{200E}y\u{200F}z\u{061C}") == "xyz")
  }

  @Test func collapsesAndTrimsWhitespace() {
    #expect(InertText.sanitize("  Ann \t\n  Marie\r\u{A0} ") == "Ann Marie")
    #expect(InertText.sanitize("a \u{0} b") == "a b")
    #expect(InertText.sanitize(" \t\n ") == "")
  }

  @Test(arguments: ["Zoë", "Zoe\u{308}", "李", "Ωμέγα", "مرحبا", "👩‍💻 Dev", "O'Brien-Smith"])
  func keepsOrdinaryText(text: String) {
    #expect(InertText.sanitize(text) == text)
    #expect(!InertText.containsControls(text))
  }

  @Test func capsLengthWithAnEllipsis() {
    let long = String(repeating: "a", count: 30)
    let capped = InertText.sanitize(long, maxLength: 24)
    #expect(capped.count == 24)
    #expect(capped == String(repeating: "a", count: 23) + "…")
    #expect(InertText.sanitize(String(repeating: "李", count: 24), maxLength: 24).count == 24)
    #expect(!InertText.sanitize(String(repeating: "李", count: 24), maxLength: 24).hasSuffix("…"))
  }

  @Test func capDoesNotLeaveASpaceBeforeTheEllipsis() {
    #expect(InertText.truncate("abcd efgh", to: 6) == "abcd…")
    #expect(InertText.truncate("abc", to: 0) == "")
  }

  @Test func capCountsCharactersNotScalars() {
    let name = String(repeating: "e\u{301}", count: 10)
    #expect(InertText.sanitize(name, maxLength: 10) == name)
  }

  @Test func detectsControls() {
    #expect(InertText.containsControls("a\u{1B}[2Jb"))
    #expect(InertText.containsControls("a\u{7}"))
    #expect(InertText.containsControls("a\u{202E}b"))
    #expect(!InertText.containsControls("a\tb c"))
  }
}

@Suite struct PlayerNameTests {
  @Test(arguments: ["", "   ", "\t\n", "\u{1B}[2J", "\u{202E}\u{7}"])
  func blankNamesBecomeTheDefault(raw: String) {
    #expect(PlayerName.normalized(raw, default: "Player 1") == "Player 1")
  }

  @Test func namesAreSanitisedAndTrimmed() {
    #expect(PlayerName.normalized("  Zoë  ", default: "Player 1") == "Zoë")
    #expect(PlayerName.normalized("\u{1B}[31mAnn\u{1B}[0m  Lee", default: "P") == "Ann Lee")
  }

  @Test func longNamesAreCapped() {
    let name = PlayerName.normalized(String(repeating: "x", count: 100), default: "Player 2")
    #expect(name.count == PlayerName.maxLength)
    #expect(name.hasSuffix("…"))
  }

  @Test func defaultNames() {
    #expect(PlayerName.defaultName(for: .player1) == "Player 1")
    #expect(PlayerName.defaultName(for: .player2) == "Player 2")
  }
}
