import Testing

@testable import TicTacToeCLI

@Suite struct CommandTests {
  @Test func splitsTheCommandWordFromItsArguments() {
    #expect(
      Command.parse("start tictactoe") == .command(Command(name: "start", arguments: ["tictactoe"]))
    )
    #expect(Command.parse("  quit ") == .command(Command(name: "quit")))
    #expect(Command.parse("a\tb   c") == .command(Command(name: "a", arguments: ["b", "c"])))
  }

  @Test func commandWordIsCaseInsensitiveButArgumentsAreKept() {
    guard case .command(let command) = Command.parse("HeLP Zoë ANN") else {
      Issue.record("expected a command")
      return
    }
    #expect(command.name == "help")
    #expect(command.arguments == ["Zoë", "ANN"])
    #expect(command.text == "help Zoë ANN")
  }

  @Test(arguments: ["", " ", "\t \t"])
  func blankLinesAreBlank(line: String) {
    #expect(Command.parse(line) == .blank)
  }

  @Test(arguments: ["help\u{1B}[2J", "\u{7}", "qu\u{0}it", "\u{202E}tree"])
  func linesWithControlCharactersAreRefused(line: String) {
    #expect(Command.parse(line) == .invalid(.controlCharacters))
    #expect(
      InputError.controlCharacters.message
        == "control characters and escape sequences are not allowed; type plain text")
  }

  @Test func unknownCommandMessageNamesTheWordAndTheChoices() {
    let command = Command(name: "Dance")
    #expect(
      command.unknownMessage(known: ["play"])
        == "unknown command \"dance\"; type one of: play, help, tree, quit")
    #expect(
      command.unknownMessage(known: [], or: "press Enter")
        == "unknown command \"dance\"; press Enter, or type one of: help, tree, quit")
  }

  @Test func unknownCommandMessageShortensLongWords() {
    let message = Command(name: String(repeating: "z", count: 500)).unknownMessage(known: [])
    #expect(
      message == "unknown command \"" + String(repeating: "z", count: 15)
        + "…\"; type one of: help, tree, quit")
  }
}

@Suite struct MoveParserTests {
  @Test(arguments: [
    ("2 3", 1, 2), ("2,3", 1, 2), ("2, 3", 1, 2), (" 1   1 ", 0, 0), ("3\t3", 2, 2),
    ("+1 02", 0, 1),
  ])
  func parsesOneBasedRowThenColumn(text: String, row: Int, col: Int) {
    #expect(MoveParser.parse(text) == .success(BoardPosition(row: row, col: col)))
  }

  @Test func parsesACommand() {
    #expect(
      MoveParser.parse(Command(name: "3", arguments: ["1"]))
        == .success(BoardPosition(row: 2, col: 0)))
  }

  @Test(arguments: [("", 0), ("2", 1), ("23", 1), ("1 2 3", 3), (",,", 0)])
  func wrongArityIsExplained(text: String, count: Int) {
    let result = MoveParser.parse(text)
    #expect(result == .failure(.wrongMoveArity(count: count)))
    #expect(
      InputError.wrongMoveArity(count: count).message
        == "a move is two numbers, row and column, e.g. 2 3")
  }

  @Test func nonNumbersAreNamed() {
    #expect(MoveParser.parse("x 2") == .failure(.notANumber("x")))
    #expect(MoveParser.parse("2 two") == .failure(.notANumber("two")))
    #expect(MoveParser.parse("1.5 2") == .failure(.notANumber("1.5")))
    #expect(InputError.notANumber("x").message == "\"x\" is not a number")
  }

  @Test func rowOffTheBoardIsExplained() {
    #expect(MoveParser.parse("4 1") == .failure(.offBoard(.row, "4")))
    #expect(
      InputError.offBoard(.row, "4").message
        == "row 4 is off the board; rows and columns go from 1 to 3")
  }

  @Test func columnOffTheBoardIsExplained() {
    #expect(MoveParser.parse("1 0") == .failure(.offBoard(.column, "0")))
    #expect(
      InputError.offBoard(.column, "0").message
        == "column 0 is off the board; rows and columns go from 1 to 3")
  }

  @Test func negativeAndHugeNumbersAreOffTheBoard() {
    #expect(MoveParser.parse("-1 2") == .failure(.offBoard(.row, "-1")))
    let huge = "99999999999999999999999"
    #expect(MoveParser.parse("2 \(huge)") == .failure(.offBoard(.column, huge)))
    #expect(
      InputError.offBoard(.column, huge).message
        == "column 999999999999999… is off the board; rows and columns go from 1 to 3")
  }

  @Test func controlCharactersAreRefused() {
    #expect(MoveParser.parse("1\u{1B}[2J 2") == .failure(.controlCharacters))
  }
}
