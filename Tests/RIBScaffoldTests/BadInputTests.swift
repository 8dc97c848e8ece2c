import Foundation
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
        + " Sources/App/LoggedOut/LoggedOutBuilder.swift; choose another name, or pass --force"
        + " to write LoggedOut anew over its files.")
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
        + " StartViewController` to StartComponent, with an init that sets it, and make Start's"
        + " builder pass the view it makes to that init, then run new-rib again.")
  }

  @Test func aViewlessChildOfASwiftUIParentWhoseComponentHoldsNoViewModel() throws {
    try package.write(
      "Sources/App/Start/StartBuilder.swift",
      "import RIBCore\n\nfinal class StartComponent: Component<EmptyDependency> {}\n"
        + "final class StartViewModel {}\n")

    expectRejected(
      "LoggedIn", "--parent", "Start", "--viewless",
      message: "LoggedIn is view-less and shows its children on Start's view, but StartComponent"
        + " holds no StartViewModel to lend it; add `let startViewModel: StartViewModel` to"
        + " StartComponent, with an init that sets it, and make Start's builder pass the view it"
        + " makes to that init, then run new-rib again.")
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
      message:
        "tree.md:2: unknown marker `modal`; the markers are (viewless), (swiftui) and (existing).")
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

  // MARK: - Rough edges (issue 21)

  @Test(arguments: ["--parent", "--target", "--test-target", "--outline"])
  func anOptionGivenTwice(option: String) {
    expectRejected(
      "LoggedOut", option, "Root", option, "Menu",
      message: "\(option) is given twice (Root, then Menu); give it once.")
  }

  @Test func anOutlineThatIsNotUTF8() throws {
    let url = URL(fileURLWithPath: package.directory + "/tree.md")
    try Data("- Root (existing)\n  - Men".utf8 + [0xFF] + "u\n".utf8).write(to: url)

    expectRejected(
      "--outline", "tree.md",
      message: "tree.md:2: this line is not UTF-8 text; save the outline as UTF-8.")
  }

  @Test func aTestTargetThatDoesNotDependOnTheTarget() {
    var summary = package.summary
    summary.targets.append(
      TargetSummary(
        name: "OtherTests", moduleName: "OtherTests", kind: .test,
        directory: package.directory + "/Tests/OtherTests", dependencies: ["RIBTesting"]))
    let before = package.snapshot()

    let result = NewRIBCommand(package: summary).run([
      "LoggedOut", "--parent", "Root", "--test-target", "OtherTests",
    ])

    #expect(result.exitCode == 1)
    #expect(
      result.errorOutput
        == "error: test target OtherTests does not depend on App, so its tests cannot import"
        + " App's RIBs; add \"App\" to its dependencies, or pass --test-target AppTests.\n")
    #expect(package.snapshot() == before)
  }

  @Test func noTestTargetSaysHowToAddOne() {
    var summary = package.summary
    summary.targets.removeLast()
    let before = package.snapshot()

    let result = NewRIBCommand(package: summary).run(["LoggedOut", "--parent", "Root"])

    #expect(result.exitCode == 1)
    #expect(
      result.errorOutput
        == "error: no test target depends on App; add one to Package.swift,"
        + " `.testTarget(name: \"AppTests\", dependencies: [\"App\","
        + " .product(name: \"RIBTesting\", package: \"swift-ribs\"),"
        + " .product(name: \"RIBCore\", package: \"swift-ribs\")])`, or pass --no-tests.\n")
    #expect(package.snapshot() == before)
  }

  @Test(arguments: [
    ("LoggedOutRouter", "Router", "LoggedOut"), ("MenuBuilder", "Builder", "Menu"),
    ("GameViewController", "ViewController", "Game"), ("ScoreInteractor", "Interactor", "Score"),
  ])
  func aNameEndingInAPartOfARIB(name: String, part: String, suggestion: String) {
    expectRejected(
      name, "--parent", "Root",
      message: "`\(name)` ends in \(part), which new-rib adds itself (\(name + part),"
        + " \(name)Builder, …); name the RIB \(suggestion).")
  }

  @Test func aParentNamedByItsRouter() {
    expectRejected(
      "LoggedOut", "--parent", "RootRouter",
      message: "`RootRouter` ends in Router, which new-rib adds itself (RootRouterRouter,"
        + " RootRouterBuilder, …); name the parent Root.")
  }

  @Test func aRIBTwiceInTheOutline() throws {
    try package.write("tree.md", "- Root (existing)\n  - Menu\n  - Help\n    - Menu\n")

    expectRejected(
      "--outline", "tree.md",
      message: "tree.md:4: Menu appears twice in the outline (first on line 2); each RIB once.")
  }

  @Test func swiftUIWithViewless() throws {
    expectRejected(
      "LoggedIn", "--parent", "Root", "--viewless", "--swiftui",
      message:
        "--swiftui does not go with --viewless: a view-less RIB has no view to write in SwiftUI;")
    try package.write("tree.md", "- Root (existing)\n  - Menu (viewless, swiftui)\n")
    expectRejected(
      "--outline", "tree.md",
      message: "tree.md:2: (swiftui) does not go with (viewless): a view-less RIB has no view")
  }

  @Test func aNameEndingInViewModel() {
    expectRejected(
      "BoardViewModel", "--parent", "Root", "--swiftui",
      message: "`BoardViewModel` ends in ViewModel, which new-rib adds itself")
  }

  @Test func anUnknownMarkerBesideAKnownOne() throws {
    try package.write("tree.md", "- Root (existing)\n  - Menu (viewless) (modal)\n")

    expectRejected(
      "--outline", "tree.md",
      message:
        "tree.md:2: unknown marker `modal`; the markers are (viewless), (swiftui) and (existing).")
  }
}
