import Foundation
import RIBScaffold
import Testing

/// What new-rib writes and prints when the input is good. (That the written code compiles in
/// every build setting, and that its tests pass, is checked by Scripts/check-new-rib.sh.)
@Suite struct NewRIBCommandTests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  @Test func writesAViewfulRIBItsParentLinkTestsAndMocks() {
    let result = package.newRIB("LoggedOut", "--parent", "Root")

    #expect(result.exitCode == 0)
    #expect(result.errorOutput.isEmpty)
    let expected = [
      "Sources/App/LoggedOut/LoggedOutBuilder.swift",
      "Sources/App/LoggedOut/LoggedOutInteractor.swift",
      "Sources/App/LoggedOut/LoggedOutRouter.swift",
      "Sources/App/LoggedOut/LoggedOutViewController.swift",
      "Sources/App/Root/RootComponent+LoggedOut.swift",
      "Tests/AppTests/LoggedOut/LoggedOutInteractorTests.swift",
      "Tests/AppTests/LoggedOut/LoggedOutRouterTests.swift",
      "Tests/AppTests/LoggedOut/LoggedOutMocks.swift",
    ]
    for path in expected {
      #expect(package.read(path) != nil, "\(path)")
      #expect(result.output.contains("Created \(path)\n"))
    }
    #expect(
      package.read("Sources/App/Root/RootComponent+LoggedOut.swift")?.contains(
        "extension RootComponent: LoggedOutDependency {}") == true)
    let mocks = package.read("Tests/AppTests/LoggedOut/LoggedOutMocks.swift") ?? ""
    #expect(mocks.contains("var buildHandler: ((LoggedOutListener) -> LoggedOutRouting)?"))
    #expect(mocks.contains("var buildCallCount: Int { buildFunction.callCount }"))
    #expect(mocks.contains("@testable import App"))
  }

  @Test func printsTheWiringForTheExistingParentInsteadOfEditingIt() {
    let rootRouter = package.read("Sources/App/Root/RootRouter.swift")

    let result = package.newRIB("LoggedOut", "--parent", "Root")

    #expect(package.read("Sources/App/Root/RootRouter.swift") == rootRouter)
    #expect(
      result.output.contains("Wire LoggedOut into Root (new-rib does not edit existing code):"))
    #expect(
      result.output.contains("let loggedOutBuilder = LoggedOutBuilder(dependency: component)"))
    #expect(result.output.contains("func routeToLoggedOut() {"))
    #expect(result.output.contains("func loggedOutDidFinish() {"))
  }

  @Test func aViewlessRIBBorrowsItsParentsView() {
    #expect(package.newRIB("LoggedIn", "--parent", "Root", "--viewless").exitCode == 0)

    #expect(package.read("Sources/App/LoggedIn/LoggedInViewController.swift") == nil)
    let link = package.read("Sources/App/Root/RootComponent+LoggedIn.swift") ?? ""
    #expect(
      link.contains("var loggedInViewController: LoggedInViewControllable { rootViewController }"))
    #expect(link.contains("extension RootViewController: LoggedInViewControllable {}"))
    let router = package.read("Sources/App/LoggedIn/LoggedInRouter.swift") ?? ""
    #expect(
      router.contains("final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {")
    )
    #expect(router.contains("func cleanupViews() {"))
  }

  @Test func aViewlessChildOfAViewlessRIBShowsItsChildrenOnTheSameView() {
    #expect(package.newRIB("LoggedIn", "--parent", "Root", "--viewless").exitCode == 0)

    let result = package.newRIB("Scores", "--parent", "LoggedIn", "--viewless")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(
      package.read("Sources/App/Scores/ScoresRouter.swift")?.contains(
        "typealias ScoresViewControllable = LoggedInViewControllable") == true)
    #expect(
      package.read("Sources/App/LoggedIn/LoggedInComponent+Scores.swift")?.contains(
        "var scoresViewController: ScoresViewControllable { loggedInViewController }") == true)
    #expect(
      package.read("Tests/AppTests/Scores/ScoresMocks.swift")?.contains(
        "typealias ScoresViewControllableMock = LoggedInViewControllableMock") == true)
  }

  @Test func dryRunPrintsTheFilesAndWritesNothing() {
    let before = package.snapshot()

    let result = package.newRIB("LoggedOut", "--parent", "Root", "--dry-run")

    #expect(result.exitCode == 0)
    #expect(package.snapshot() == before)
    #expect(
      result.output.contains("--- Sources/App/LoggedOut/LoggedOutBuilder.swift\nimport RIBCore\n"))
    #expect(result.output.contains("protocol LoggedOutDependency: Dependency {}"))
    #expect(result.output.hasSuffix("Dry run: nothing was written.\n"))
  }

  @Test func forceOverwrites() throws {
    try package.write("Tests/AppTests/LoggedOut/LoggedOutMocks.swift", "// Mine.\n")

    let result = package.newRIB("LoggedOut", "--parent", "Root", "--force")

    #expect(result.exitCode == 0)
    #expect(
      package.read("Tests/AppTests/LoggedOut/LoggedOutMocks.swift")?.contains("Mine") == false)
  }

  @Test func noTestsWritesNoTests() {
    var summary = package.summary
    summary.targets.removeLast()

    let result = NewRIBCommand(package: summary).run([
      "LoggedOut", "--parent", "Root", "--no-tests",
    ])

    #expect(result.exitCode == 0)
    #expect(package.read("Sources/App/LoggedOut/LoggedOutBuilder.swift") != nil)
    #expect(package.read("Tests/AppTests/LoggedOut/LoggedOutMocks.swift") == nil)
  }

  @Test func writesAllOrNothing() throws {
    // A file where the tests' folder should be: the sources are written first, then the tests
    // fail to, and the sources must go again.
    try package.write("Tests/AppTests/LoggedOut", "not a folder\n")
    let before = package.snapshot()

    let result = package.newRIB("LoggedOut", "--parent", "Root")

    #expect(result.exitCode == 1)
    #expect(result.errorOutput.hasPrefix("error: could not write "))
    #expect(result.errorOutput.hasSuffix("; nothing was written.\n"))
    #expect(package.snapshot() == before)
  }

  @Test func helpDocumentsTheOptions() {
    let result = package.newRIB("--help")

    #expect(result.exitCode == 0)
    for option in [
      "--parent", "--viewless", "--swiftui", "--outline", "--target", "--test-target", "--no-tests",
      "--dry-run", "--force",
    ] {
      #expect(result.output.contains("  \(option)"), "\(option)")
    }
  }

  @Test func anOutlineWritesATreeWhoseParentsAreWiredToTheirChildren() throws {
    try package.write(
      "tree.md",
      """
      # Behind the menu

      - Root (existing)
        - Menu
          - Settings (viewless)
            - Profile
      """)

    let result = package.newRIB("--outline", "tree.md")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    let menuRouter = package.read("Sources/App/Menu/MenuRouter.swift") ?? ""
    #expect(menuRouter.contains("func routeToSettings() {"))
    #expect(menuRouter.contains("protocol MenuInteractable: Interactable, SettingsListener {"))
    let menuBuilder = package.read("Sources/App/Menu/MenuBuilder.swift") ?? ""
    #expect(menuBuilder.contains("let settingsBuilder = SettingsBuilder(dependency: component)"))
    #expect(
      package.read("Tests/AppTests/Menu/MenuRouterTests.swift")?.contains(
        "@Test func routeToSettingsAttachesWhatItsBuilderReturned() {") == true)
    #expect(package.read("Sources/App/Settings/SettingsComponent+Profile.swift") != nil)
    // Only Root, which exists, gets printed wiring.
    #expect(result.output.contains("Wire Menu into Root"))
    #expect(!result.output.contains("Wire Settings into Menu"))
  }
}

/// The generated tests run as `Testing.md` tells users to write theirs.
@Suite struct GeneratedTestsTests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  /// Without a RIB environment, a RIB the tests leak reaches the process-wide detector a
  /// second later, and fails no test.
  @Test func everyGeneratedSuiteRunsInARIBEnvironment() throws {
    try package.write("tree.md", "- Root (existing)\n  - Menu\n    - Settings (viewless)\n")
    #expect(package.newRIB("--outline", "tree.md").exitCode == 0)

    for name in ["Menu", "Settings"] {
      for part in ["InteractorTests", "RouterTests"] {
        let path = "Tests/AppTests/\(name)/\(name)\(part).swift"
        let text = package.read(path) ?? ""
        #expect(
          text.contains("@MainActor\n@Suite(.ribEnvironment) struct \(name)\(part) {"), "\(path)")
        #expect(!text.contains("@Suite struct"), "\(path)")
      }
    }
  }
}

/// What a run says about the files it wrote.
@Suite struct ReportTests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  @Test func forceReportsTheFilesItReplacedAsReplaced() throws {
    #expect(package.newRIB("LoggedOut", "--parent", "Root").exitCode == 0)
    try package.write("Tests/AppTests/LoggedOut/LoggedOutMocks.swift", "// Mine.\n")
    try FileManager.default.removeItem(
      atPath: package.directory + "/Tests/AppTests/LoggedOut/LoggedOutRouterTests.swift")

    let result = package.newRIB("LoggedOut", "--parent", "Root", "--force")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(result.output.contains("Replaced Tests/AppTests/LoggedOut/LoggedOutMocks.swift\n"))
    #expect(result.output.contains("Replaced Sources/App/LoggedOut/LoggedOutBuilder.swift\n"))
    #expect(result.output.contains("Created Tests/AppTests/LoggedOut/LoggedOutRouterTests.swift\n"))
    #expect(!result.output.contains("Created Tests/AppTests/LoggedOut/LoggedOutMocks.swift"))
  }

  @Test func forceDoesNotDuplicateADeclarationOutsideTheFilesItWrites() throws {
    try package.write(
      "Sources/App/Shared/Routers.swift",
      "import RIBCore\n\nfinal class LoggedOutRouter: Router<Interactable> {}\n")
    let before = package.snapshot()

    let result = package.newRIB("LoggedOut", "--parent", "Root", "--force")

    #expect(result.exitCode == 1)
    #expect(
      result.errorOutput
        == "error: LoggedOut exists already: LoggedOutRouter is declared in"
        + " Sources/App/Shared/Routers.swift, which new-rib does not write (not even with"
        + " --force); choose another name.\n")
    #expect(package.snapshot() == before)
  }

  @Test func helpShowsHowToAddATestTarget() {
    let help = package.newRIB("--help").output

    #expect(help.contains(#".testTarget(name: "MyAppTests", dependencies: ["#))
    #expect(help.contains(#".product(name: "RIBTesting", package: "swift-ribs")"#))
  }
}
