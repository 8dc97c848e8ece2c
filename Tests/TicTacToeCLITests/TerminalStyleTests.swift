import Testing

@testable import TicTacToeCLI

@Suite struct TerminalStyleTests {
  @Test func colourIsOnForATerminalWithoutNoColor() {
    #expect(TerminalStyle.colorEnabled(environment: [:], isTerminal: true, noColorFlag: false))
    #expect(
      TerminalStyle.colorEnabled(
        environment: ["TERM": "xterm-256color"], isTerminal: true, noColorFlag: false))
  }

  @Test(arguments: ["1", "0", "false", "yes"])
  func nonEmptyNoColorTurnsColourOff(value: String) {
    #expect(
      !TerminalStyle.colorEnabled(
        environment: ["NO_COLOR": value], isTerminal: true, noColorFlag: false))
  }

  @Test func emptyNoColorIsIgnored() {
    #expect(
      TerminalStyle.colorEnabled(
        environment: ["NO_COLOR": ""], isTerminal: true, noColorFlag: false)
    )
  }

  @Test func colourIsOffWhenNotATerminalOrWithTheFlagOrOnADumbTerminal() {
    #expect(!TerminalStyle.colorEnabled(environment: [:], isTerminal: false, noColorFlag: false))
    #expect(!TerminalStyle.colorEnabled(environment: [:], isTerminal: true, noColorFlag: true))
    #expect(
      !TerminalStyle.colorEnabled(
        environment: ["TERM": "dumb"], isTerminal: true, noColorFlag: false))
  }

  @Test func plainStyleReturnsTextUnchanged() {
    let style = TerminalStyle(colorEnabled: false)
    #expect(style.player(.player1, "X") == "X")
    #expect(style.player(.player2, "O") == "O")
    #expect(style.bold("b") == "b")
    #expect(style.dim("d") == "d")
    #expect(style.error("e") == "e")
    #expect(style.warning("w") == "w")
    #expect(style.apply([.bold, .inverse], to: "t") == "t")
    #expect(style.clearScreen == "")
    #expect(TerminalStyle.plain == style)
  }

  @Test func colourStyleWrapsTextInSequencesAndResets() {
    let style = TerminalStyle(colorEnabled: true)
    #expect(style.player(.player1, "X") == "\u{1B}[31mX\u{1B}[0m")
    #expect(style.player(.player2, "O") == "\u{1B}[34mO\u{1B}[0m")
    #expect(style.bold("b") == "\u{1B}[1mb\u{1B}[0m")
    #expect(style.dim("d") == "\u{1B}[2md\u{1B}[0m")
    #expect(style.error("e") == "\u{1B}[1;31me\u{1B}[0m")
    #expect(style.warning("w") == "\u{1B}[33mw\u{1B}[0m")
    #expect(style.apply([.bold, .inverse, .blue], to: "t") == "\u{1B}[1;7;34mt\u{1B}[0m")
  }

  @Test func emptyTextAndNoAttributesStayPlain() {
    let style = TerminalStyle(colorEnabled: true)
    #expect(style.bold("") == "")
    #expect(style.apply([], to: "t") == "t")
  }

  @Test func clearScreenOnlyWhenInteractive() {
    #expect(TerminalStyle(colorEnabled: true).clearScreen == "")
    #expect(
      TerminalStyle(colorEnabled: false, clearsScreen: true).clearScreen == "\u{1B}[2J\u{1B}[H")
  }
}
