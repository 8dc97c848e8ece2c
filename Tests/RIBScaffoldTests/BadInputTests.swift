import RIBScaffold
import Testing

/// Each bad input: one line naming what is wrong and how to fix it, exit code 1, and the
/// package exactly as it was.
@Suite struct BadInputTests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  /// Runs new-rib and checks that it failed with one line starting with `expected`, leaving
  /// every file and folder as they were.
  private func expectRejected(
    _ arguments: String..., message expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = package.snapshot()

    let result = NewRIBCommand(package: package.summary).run(arguments)

    #expect(result.exitCode == 1, sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, sourceLocation: sourceLocation)
    #expect(
      result.errorOutput.hasPrefix("error: " + expected),
      "\(result.errorOutput)", sourceLocation: sourceLocation)
    #expect(
      result.errorOutput.filter { $0 == "\n" }.count == 1, "\(result.errorOutput)",
      sourceLocation: sourceLocation)
    #expect(package.snapshot() == before, sourceLocation: sourceLocation)
  }

  @Test func anInvalidIdentifier() {
    expectRejected(
      "Logged-In", "--parent", "Root",
      message: "`Logged-In` is not a valid Swift identifier for a RIB name; use letters")
    expectRejected(
      "2Players", "--parent", "Root", message: "`2Players` is not a valid Swift identifier")
  }

  @Test func aLowerCaseName() {
    expectRejected(
      "loggedIn", "--parent", "Root",
      message: "`loggedIn` starts with a lower-case letter; a RIB name names types, so write it"
        + " in upper camel case (LoggedIn).")
  }

  @Test(arguments: ["Default", "Self", "Protocol", "Switch"])
  func aReservedWord(name: String) {
    expectRejected(
      name, "--parent", "Root", message: "`\(name)` cannot be a RIB name: `")
  }

  @Test func aRIBThatExistsAlready() {
    #expect(package.newRIB("LoggedOut", "--parent", "Root").exitCode == 0)

    expectRejected(
      "LoggedOut", "--parent", "Root",
      message: "LoggedOut exists already: LoggedOutBuilder is declared in"
        + " Sources/App/LoggedOut/LoggedOutBuilder.swift; choose another name.")
  }

  @Test func aRIBWhoseFileExistsAlready() throws {
    try package.write("Tests/AppTests/LoggedOut/LoggedOutMocks.swift", "// Mine.\n")

    expectRejected(
      "LoggedOut", "--parent", "Root",
      message: "Tests/AppTests/LoggedOut/LoggedOutMocks.swift exists already; choose another"
        + " name, or pass --force to overwrite it.")
  }

  @Test func anUnknownParent() {
    expectRejected(
      "LoggedOut", "--parent", "Start",
      message: "there is no RIB Start in target App (no StartComponent, StartBuilder or Start/"
        + " folder); check --parent, or create Start first.")
  }

  @Test func anUnknownTarget() {
    expectRejected(
      "LoggedOut", "--target", "Ap", "--parent", "Root",
      message: "there is no target Ap in this package; --target is one of: App, Plain.")
  }

  @Test func aTestTargetAsTarget() {
    expectRejected(
      "LoggedOut", "--target", "AppTests",
      message: "--target AppTests is a test target; name the target the RIB goes in")
  }

  @Test func aTargetWithoutRIBCore() {
    expectRejected(
      "LoggedOut", "--target", "Plain",
      message: "target Plain does not depend on RIBCore; add"
        + " `.product(name: \"RIBCore\", package: \"swift-ribs\")` to its dependencies.")
  }

  @Test func noTargetWhenThereAreSeveral() {
    let summary = package.summary
    var withTwo = summary
    withTwo.targets[1].dependencies = ["RIBCore"]
    let before = package.snapshot()

    let result = NewRIBCommand(package: withTwo).run(["LoggedOut"])

    #expect(result.exitCode == 1)
    #expect(
      result.errorOutput
        == "error: pass --target: several targets depend on RIBCore (App, Plain).\n")
    #expect(package.snapshot() == before)
  }

  @Test func aParentWithNoComponent() throws {
    try package.write(
      "Sources/App/Start/StartRouter.swift",
      "import RIBCore\n\nfinal class StartRouter: Router<Interactable> {}\n")

    expectRejected(
      "LoggedOut", "--parent", "Start",
      message: "the parent Start has no component (no `class StartComponent` in target App);"
        + " add one to Start's builder, for its children's dependencies to come from, and run"
        + " new-rib again.")
  }

  @Test func aViewlessChildOfAParentWhoseComponentHoldsNoView() throws {
    try package.write(
      "Sources/App/Start/StartBuilder.swift",
      "import RIBCore\n\nfinal class StartComponent: Component<EmptyDependency> {}\n")

    expectRejected(
      "LoggedIn", "--parent", "Start", "--viewless",
      message: "LoggedIn is view-less and shows its children on Start's view, but StartComponent"
        + " holds no StartViewController to lend it; add `let startViewController:"
        + " StartViewController` to StartComponent, then run new-rib again.")
  }

  @Test func aTestTargetWithoutRIBTesting() {
    var summary = package.summary
    summary.targets[2].dependencies = ["App"]
    let before = package.snapshot()

    let result = NewRIBCommand(package: summary).run(["LoggedOut", "--parent", "Root"])

    #expect(result.exitCode == 1)
    #expect(
      result.errorOutput.hasPrefix(
        "error: test target AppTests does not depend on RIBTesting, which the generated tests"
          + " use;"))
    #expect(package.snapshot() == before)
  }

  @Test func aRIBAsItsOwnParent() throws {
    #expect(package.newRIB("LoggedOut", "--parent", "Root").exitCode == 0)

    expectRejected(
      "LoggedOut", "--parent", "LoggedOut", "--force",
      message: "LoggedOut cannot be its own parent; check --parent.")
  }

  @Test func anUnknownOption() {
    expectRejected("LoggedOut", "--parnet", "Root", message: "unknown option --parnet; see --help.")
  }

  @Test func anOptionWithoutItsValue() {
    expectRejected("LoggedOut", "--parent", message: "--parent needs a value; see --help.")
  }

  @Test func neitherANameNorAnOutline() {
    expectRejected(
      "--parent", "Root",
      message: "name the RIB to create (new-rib LoggedIn --parent Root), or pass --outline;")
  }

  @Test func aBadOutline() throws {
    try package.write("tree.md", "- Root (existing)\n  - Menu (modal)\n")

    expectRejected(
      "--outline", "tree.md",
      message: "tree.md:2: unknown marker `modal`; the markers are (viewless) and (existing).")
  }

  @Test func anOutlineWithAnInvalidNameDeepDown() throws {
    try package.write(
      "tree.md", "- Root (existing)\n  - Menu\n    - Settings\n      - my-profile\n")

    expectRejected("--outline", "tree.md", message: "`my-profile` is not a valid Swift identifier")
  }

  @Test func aMissingOutline() {
    expectRejected(
      "--outline", "nowhere.md",
      message: "cannot read the outline nowhere.md; give its path from the package's folder.")
  }
}
