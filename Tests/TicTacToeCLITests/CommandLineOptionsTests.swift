import Testing

@testable import TicTacToeCLI

@Suite struct CommandLineOptionsTests {
  /// The options parsed from `arguments`, or `nil` (with a recorded issue) on an error.
  private func options(_ arguments: [String]) -> CommandLineOptions? {
    switch CommandLineOptions.parse(arguments) {
    case .success(let options): return options
    case .failure(let error):
      Issue.record("unexpected error: \(error.message)")
      return nil
    }
  }

  /// The error from parsing `arguments`, or `nil` if they parsed.
  private func error(_ arguments: [String]) -> CommandLineError? {
    if case .failure(let error) = CommandLineOptions.parse(arguments) { return error }
    return nil
  }

  @Test func noArgumentsMeansDefaults() {
    #expect(options([]) == CommandLineOptions())
    let defaults = CommandLineOptions()
    #expect(!defaults.showHelp && !defaults.showVersion && !defaults.noColor)
    #expect(defaults.seed == nil && defaults.deepLink == nil)
  }

  @Test(arguments: ["--help", "-h"])
  func help(argument: String) {
    #expect(options([argument])?.showHelp == true)
  }

  @Test func version() {
    #expect(options(["--version"])?.showVersion == true)
    #expect(CommandLineOptions.version == "TicTacToeCLI 0.1.0 (swift-ribs)")
  }

  @Test func noColor() {
    #expect(options(["--no-color"])?.noColor == true)
  }

  @Test(arguments: [["--seed", "42"], ["--seed=42"]])
  func seed(arguments: [String]) {
    #expect(options(arguments)?.seed == 42)
  }

  @Test func seedCoversTheWholeRange() {
    #expect(options(["--seed", "0"])?.seed == 0)
    #expect(options(["--seed", "18446744073709551615"])?.seed == UInt64.max)
  }

  @Test(arguments: [
    ["--deeplink", "ribs-training://launchGame?gameId=tictactoe"],
    ["--deeplink=ribs-training://launchGame?gameId=tictactoe"],
  ])
  func deepLink(arguments: [String]) {
    #expect(options(arguments)?.deepLink == "ribs-training://launchGame?gameId=tictactoe")
  }

  @Test func optionsCombine() {
    var expected = CommandLineOptions()
    expected.seed = 7
    expected.deepLink = "x"
    expected.noColor = true
    expected.showVersion = true
    #expect(options(["--no-color", "--seed", "7", "--deeplink=x", "--version"]) == expected)
  }

  @Test(arguments: ["--frobnicate", "-x", "--", "-help", "--HELP"])
  func unknownOptionIsNamed(argument: String) {
    #expect(error([argument]) == .unknownOption(argument))
    #expect(error([argument])?.message == "unknown option \"\(argument)\"")
  }

  @Test func unknownOptionWithAValueIsNamedWithoutIt() {
    #expect(error(["--colour=never"]) == .unknownOption("--colour"))
  }

  @Test func positionalArgumentIsRefused() {
    #expect(error(["play"]) == .unexpectedArgument("play"))
    #expect(
      error(["play"])?.message == "unexpected argument \"play\"; TicTacToeCLI takes only options")
  }

  @Test(arguments: [
    (["--seed"], "--seed"), (["--seed="], "--seed"), (["--seed", "--no-color"], "--seed"),
    (["--deeplink"], "--deeplink"), (["--deeplink", "-h"], "--deeplink"),
    (["--deeplink", ""], "--deeplink"),
  ])
  func missingValueIsNamed(arguments: [String], option: String) {
    #expect(error(arguments) == .missingValue(option: option))
    #expect(error(arguments)?.message == "option \"\(option)\" needs a value")
  }

  @Test(arguments: ["abc", "-1", "18446744073709551616", "4.2", "0x10", " 1"])
  func nonNumericSeedIsNamed(value: String) {
    #expect(error(["--seed", value]) == .invalidSeed(value))
    #expect(
      error(["--seed=\(value)"])?.message
        == "seed \"\(value.drop { $0 == " " })\" is not a whole number from 0 to 18446744073709551615"
    )
  }

  @Test func flagWithAValueIsRefused() {
    #expect(error(["--help=yes"]) == .unexpectedValue(option: "--help"))
    #expect(error(["--no-color=1"])?.message == "option \"--no-color\" does not take a value")
  }

  @Test func repeatedValueOptionIsRefused() {
    #expect(error(["--seed", "1", "--seed=2"]) == .repeatedOption("--seed"))
    #expect(
      error(["--deeplink", "a", "--deeplink", "b"])?.message
        == "option \"--deeplink\" was given more than once")
  }

  @Test func messagesDoNotEchoControlCharacters() {
    let message = error(["--\u{1B}[2Jevil"])?.message ?? ""
    #expect(!message.contains("\u{1B}"))
    #expect(message == "unknown option \"--evil\"")
  }

  @Test func usageListsEveryOptionAndTheInGameCommands() {
    let usage = CommandLineOptions.usage
    for word in [
      "--help", "-h", "--version", "--seed N", "--deeplink URL", "--no-color", "--inspect PATH",
    ] {
      #expect(usage.contains(word), "usage should mention \(word)")
    }
    for command in ["help", "tree", "quit"] {
      #expect(usage.contains("\n  \(command) "), "usage should list the \(command) command")
    }
    #expect(usage.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test(arguments: [["--inspect", "/tmp/tree.jsonl"], ["--inspect=/tmp/tree.jsonl"]])
  func inspect(_ arguments: [String]) {
    #expect(options(arguments)?.inspectPath == "/tmp/tree.jsonl")
  }

  @Test func inspectNeedsAPathAndIsGivenOnce() {
    #expect(error(["--inspect"]) == .missingValue(option: "--inspect"))
    #expect(error(["--inspect", "a", "--inspect", "b"]) == .repeatedOption("--inspect"))
  }
}
