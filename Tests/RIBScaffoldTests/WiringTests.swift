import Foundation
import RIBScaffold
import Testing

/// The wiring new-rib prints for an existing parent fits what the parent declares: its view's
/// methods under their labels, its files, and the tests that mock or make its parts. (That the
/// printed code compiles when pasted is checked by Scripts/check-journey.sh.)
@Suite struct WiringTests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  /// Root as Getting started had it first: `present(_:)`, and a component without its view.
  private func writeGettingStartedRoot(component: String = "") throws {
    try FileManager.default.removeItem(atPath: package.directory + "/Sources/App/Root")
    try package.write(
      "Sources/App/Root/RootBuilder.swift",
      """
      import RIBCore

      protocol RootDependency: Dependency {}

      final class RootComponent: Component<RootDependency> {
        let salutation = "Hello"\(component)
      }

      final class RootBuilder: Builder<RootDependency> {
        func build() -> LaunchRouting {
          let component = RootComponent(dependency: dependency)
          let viewController = RootViewController()
          let interactor = RootInteractor(presenter: viewController)
          return RootRouter(interactor: interactor, viewController: viewController)
        }
      }

      """)
    try package.write(
      "Sources/App/Root/RootRouter.swift",
      """
      import RIBCore

      protocol RootInteractable: Interactable {
        var router: RootRouting? { get set }
      }

      protocol RootViewControllable: ViewControllable {
        func present(_ screen: ViewControllable)
        func dismiss(_ screen: ViewControllable)
      }

      """)
    try package.write(
      "Sources/App/Root/RootViewController.swift",
      "final class RootViewController: RootPresentable, RootViewControllable {}\n")
  }

  @Test func theRoutingCallsThePresentMethodsThatTheParentsViewDeclares() throws {
    try writeGettingStartedRoot()

    let result = package.newRIB("Farewell", "--parent", "Root")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(result.output.contains("viewController.present(farewell.viewControllable)"))
    #expect(result.output.contains("viewController.dismiss(farewell.viewControllable)"))
    #expect(!result.output.contains("present(viewController:"))
  }

  @Test func aParentsViewWithoutPresentMethodsIsToldWhatToAdd() throws {
    try package.write(
      "Sources/App/Root/RootRouter.swift",
      """
      import RIBCore

      @MainActor
      protocol RootInteractable: Interactable {
        var router: RootRouting? { get set }
      }

      @MainActor
      protocol RootViewControllable: ViewControllable {}

      final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {}

      """)

    let result = package.newRIB("Farewell", "--parent", "Root", "--no-tests")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(
      unwrapped(result.output).contains(
        "`Sources/App/Root/RootRouter.swift`: RootViewControllable has no method to show"))
    #expect(
      result.output.contains(
        "       func present(viewController: ViewControllable)\n"
          + "       func dismiss(viewController: ViewControllable)\n"))
  }

  /// `output` with its prose unwrapped: each paragraph on one line, the code as printed.
  private func unwrapped(_ output: String) -> String {
    output.replacing(/\n {3}(?! )/, with: " ")
  }

  @Test func eachEditNamesTheFileAndTheLineItGoesIn() {
    let result = package.newRIB("Farewell", "--parent", "Root")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    let output = unwrapped(result.output)
    #expect(
      output.contains(
        "replace the line `protocol RootInteractable: Interactable {` with:\n\n"
          + "       protocol RootInteractable: Interactable, FarewellListener {\n"))
    // The root's init is an override, which a new parameter makes wrong.
    #expect(output.contains("(and drop its `override`: no superclass init has it)"))
    #expect(output.contains("`Sources/App/Root/RootInteractor.swift`: add to RootRouting:"))
    #expect(
      output.contains(
        "`Sources/App/Root/RootBuilder.swift`: before"
          + " `return RootRouter(interactor: interactor, viewController: viewController)`, add:"))
  }

  @Test func theChildsBuilderIsMadeBeforeTheRouterHoweverTheComponentIsWrapped() throws {
    // As the example's LoggedIn: the statement that makes the component spans lines.
    try package.write(
      "Sources/App/Root/RootBuilder.swift",
      """
      import RIBCore

      final class RootComponent: Component<EmptyDependency> {
        let rootViewController: RootViewController

        init(dependency: EmptyDependency, rootViewController: RootViewController) {
          self.rootViewController = rootViewController
          super.init(dependency: dependency)
        }
      }

      final class RootBuilder: Builder<EmptyDependency> {
        func build() -> LaunchRouting {
          let viewController = RootViewController()
          let component = RootComponent(
            dependency: dependency, rootViewController: viewController)
          let interactor = RootInteractor(presenter: viewController)
          let router = RootRouter(
            interactor: interactor, viewController: viewController)
          return router
        }
      }

      """)

    let result = package.newRIB("Farewell", "--parent", "Root")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(
      unwrapped(result.output).contains(
        "`Sources/App/Root/RootBuilder.swift`: before `let router = RootRouter(`, add:\n\n"
          + "       let farewellBuilder = FarewellBuilder(dependency: component)\n"))
  }

  @Test func aViewBorrowedThroughAFileprivatePropertyIsLentFromTheDependency() throws {
    // As the example's LoggedIn, upstream's shape: the property is fileprivate, out of reach of
    // the child's link, and the dependency protocol, in the same file, declares one too.
    try package.write(
      "Sources/App/LoggedIn/LoggedInBuilder.swift",
      """
      import RIBCore

      protocol LoggedInDependency: Dependency {
        var loggedInViewController: LoggedInViewControllable { get }
      }

      final class LoggedInComponent: Component<LoggedInDependency> {
        fileprivate var loggedInViewController: LoggedInViewControllable {
          dependency.loggedInViewController
        }
      }

      """)

    let result = package.newRIB("Lobby", "--parent", "LoggedIn", "--viewless", "--no-tests")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(
      package.read("Sources/App/LoggedIn/LoggedInComponent+Lobby.swift")?.contains(
        "var lobbyViewController: LobbyViewControllable { dependency.loggedInViewController }")
        == true)
  }

  @Test func theParentsMocksAndTheTestsThatMakeItsRouterAreNamed() throws {
    try package.write(
      "Tests/AppTests/RootMocks.swift",
      """
      final class RootInteractableMock: InteractableMock, RootInteractable {
        weak var router: RootRouting?
      }

      """)
    try package.write(
      "Tests/AppTests/RootRouterTests.swift",
      "let router = RootRouter(interactor: RootInteractableMock(), viewController: view)\n")

    let result = package.newRIB("Farewell", "--parent", "Root")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    let output = unwrapped(result.output)
    #expect(
      output.contains(
        "`Tests/AppTests/RootMocks.swift`: RootInteractableMock adopts RootInteractable, which"))
    #expect(
      result.output.contains(
        #"let farewellDidFinishFunction = MockFunction<Void>("RootInteractableMock.farewellDidFinish")"#
      ))
    #expect(result.output.contains("func farewellDidFinish() { farewellDidFinishFunction.call() }"))
    #expect(
      output.contains(
        "`Tests/AppTests/RootRouterTests.swift`: where it makes a RootRouter, pass"
          + " `farewellBuilder: FarewellBuildableMock()` to RootRouter's init."))
  }

  @Test func aViewlessChildOfAParentWhoseComponentHoldsNoViewIsToldEveryEdit() throws {
    try writeGettingStartedRoot()
    let before = package.snapshot()

    let result = package.newRIB("Session", "--parent", "Root", "--viewless")

    #expect(result.exitCode == 1)
    #expect(package.snapshot() == before)
    #expect(
      result.errorOutput
        == "error: Session is view-less and shows its children on Root's view, but RootComponent"
        + " holds no RootViewController to lend it; in Sources/App/Root/RootBuilder.swift, add to"
        + " RootComponent `let rootViewController: RootViewController` and `init(dependency:"
        + " RootDependency, rootViewController: RootViewController) { self.rootViewController ="
        + " rootViewController; super.init(dependency: dependency) }`, and in RootBuilder move"
        + " `let viewController = RootViewController()` above `let component ="
        + " RootComponent(dependency: dependency)`, and change the latter to `let component ="
        + " RootComponent(dependency: dependency, rootViewController: viewController)`, then run"
        + " new-rib again.\n")
  }

  @Test func followingTheViewlessAdviceLiterallyLetsNewRIBWriteTheRIB() throws {
    try writeGettingStartedRoot(
      component: """

          let rootViewController: RootViewController

          init(dependency: RootDependency, rootViewController: RootViewController) { self.rootViewController = rootViewController; super.init(dependency: dependency) }
        """)

    let result = package.newRIB("Session", "--parent", "Root", "--viewless")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(
      package.read("Sources/App/Root/RootComponent+Session.swift")?.contains(
        "var sessionViewController: SessionViewControllable { rootViewController }") == true)
  }
}
