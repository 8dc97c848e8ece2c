import Foundation
import RIBScaffold
import Testing

/// `--swiftui`: an `@Observable` view model and a SwiftUI view instead of a view controller, and
/// wiring that shows the view where a SwiftUI parent keeps its children's views. (That the
/// written code compiles in every build setting, and that its tests pass, is checked by
/// Scripts/check-new-rib.sh.)
@Suite struct SwiftUITests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  @Test func writesAViewModelAViewAndTheViewModelsTestsInsteadOfAViewController() {
    let result = package.newRIB("Board", "--parent", "Root", "--swiftui")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    for path in [
      "Sources/App/Board/BoardViewModel.swift", "Sources/App/Board/BoardView.swift",
      "Tests/AppTests/Board/BoardViewModelTests.swift",
    ] {
      #expect(result.output.contains("Created \(path)\n"), "\(path)")
    }
    #expect(package.read("Sources/App/Board/BoardViewController.swift") == nil)

    let model = package.read("Sources/App/Board/BoardViewModel.swift") ?? ""
    #expect(model.hasPrefix("import Observation\nimport RIBCore\n\n"))
    #expect(model.contains("protocol BoardPresentableListener: AnyObject {"))
    #expect(
      model.contains(
        "@MainActor\n@Observable\nfinal class BoardViewModel: BoardPresentable,"
          + " BoardViewControllable {"))
    #expect(model.contains("  @ObservationIgnored weak var listener: BoardPresentableListener?"))
    #expect(model.contains("  private(set) var title = \"\""))
    #expect(!model.contains("SwiftUI"))

    let view = package.read("Sources/App/Board/BoardView.swift") ?? ""
    #expect(view.contains("#if canImport(SwiftUI)\n  import RIBSwiftUI\n  import SwiftUI\n"))
    #expect(view.hasSuffix("#endif\n"))
    #expect(view.contains("  struct BoardView: View {\n    let model: BoardViewModel\n"))
    #expect(view.contains("model.listener?.finish()"))
    #expect(
      view.contains(
        """
          extension BoardViewModel: SwiftUIViewControllable {
            func makeView() -> some View {
              BoardView(model: self)
            }
          }
        """))

    let builder = package.read("Sources/App/Board/BoardBuilder.swift") ?? ""
    #expect(builder.contains("let viewModel = BoardViewModel()"))
    #expect(builder.contains("let interactor = BoardInteractor(presenter: viewModel)"))
    #expect(
      builder.contains("return BoardRouter(interactor: interactor, viewController: viewModel)"))
    #expect(builder.contains("let boardViewModel: BoardViewModel"))
    let interactor = package.read("Sources/App/Board/BoardInteractor.swift") ?? ""
    #expect(interactor.contains("  func show(title: String)\n"))
    #expect(interactor.contains("presenter.show(title: \"Board\")"))
  }

  @Test func itsTestsCheckWhatTheViewWouldRender() {
    #expect(package.newRIB("Board", "--parent", "Root", "--swiftui").exitCode == 0)

    let tests = package.read("Tests/AppTests/Board/BoardViewModelTests.swift") ?? ""
    #expect(tests.contains("@MainActor\n@Suite(.ribEnvironment) struct BoardViewModelTests {"))
    #expect(tests.contains("interactor = BoardInteractor(presenter: model)"))
    #expect(tests.contains("let screen = RenderRecorder { model.title }"))
    #expect(tests.contains("#expect(screen.renderIfChanged() == \"Board\")"))
    #expect(tests.contains("model.listener?.finish()"))
    let interactorTests = package.read("Tests/AppTests/Board/BoardInteractorTests.swift") ?? ""
    #expect(interactorTests.contains("#expect(presenter.showFunction.argValues == [\"Board\"])"))
    let mocks = package.read("Tests/AppTests/Board/BoardMocks.swift") ?? ""
    #expect(mocks.contains("func show(title: String) { showFunction.call(title) }"))
  }

  @Test func printsTheDependencyOnRIBSwiftUIOnlyWhenTheTargetLacksIt() {
    let without = package.newRIB("Board", "--parent", "Root", "--swiftui", "--dry-run")
    #expect(without.output.contains("Target App does not depend on RIBSwiftUI"))
    #expect(without.output.contains(#".product(name: "RIBSwiftUI", package: "swift-ribs"),"#))

    var summary = package.summary
    summary.targets[0].dependencies.append("RIBSwiftUI")
    let with = NewRIBCommand(package: summary).run([
      "Board", "--parent", "Root", "--swiftui", "--dry-run",
    ])
    #expect(with.exitCode == 0)
    #expect(!with.output.contains("RIBSwiftUI\", package"))

    let uikit = package.newRIB("LoggedOut", "--parent", "Root", "--dry-run")
    #expect(!uikit.output.contains("RIBSwiftUI"))
  }

  @Test func anOutlineWithSwiftUIGivesEveryViewOneAndParentsASlotForTheirChildren() throws {
    try package.write(
      "tree.md",
      "- Root (existing)\n  - Lobby\n    - Table (viewless)\n      - Seat\n    - Rules\n")

    let result = package.newRIB("--outline", "tree.md", "--swiftui")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    for name in ["Lobby", "Seat", "Rules"] {
      #expect(package.read("Sources/App/\(name)/\(name)ViewModel.swift") != nil, "\(name)")
      #expect(package.read("Sources/App/\(name)/\(name)ViewController.swift") == nil, "\(name)")
    }
    #expect(package.read("Sources/App/Table/TableViewModel.swift") == nil)
    let lobby = package.read("Sources/App/Lobby/LobbyViewModel.swift") ?? ""
    #expect(lobby.contains("import RIBSwiftUI\n"))
    #expect(lobby.contains("  let content = ViewSlot()\n"))
    #expect(lobby.contains("func present(viewController: ViewControllable) {\n    content.show("))
    #expect(lobby.contains("content.clear()"))
    #expect(
      package.read("Sources/App/Lobby/LobbyView.swift")?.contains("ViewSlotView(model.content)")
        == true)
    // The view-less Table is lent Lobby's slot, not Lobby's view model, and shows Seat there.
    let link = package.read("Sources/App/Lobby/LobbyComponent+Table.swift") ?? ""
    #expect(link.contains("var tableSlot: ViewSlot { lobbyViewModel.content }"))
    #expect(!link.contains("TableViewControllable"))
    let table = package.read("Sources/App/Table/TableRouter.swift") ?? ""
    #expect(table.contains("import RIBSwiftUI\n"))
    #expect(table.contains("private let slot: ViewSlot"))
    #expect(table.contains("attachChild(seat, in: slot)"))
    #expect(!table.contains("present(viewController:"))
    #expect(!table.contains("TableViewControllable"))
    #expect(
      package.read("Sources/App/Table/TableBuilder.swift")?.contains(
        "var tableSlot: ViewSlot { dependency.tableSlot }") == true)
    #expect(
      package.read("Tests/AppTests/Table/TableRouterTests.swift")?.contains(
        "#expect(slot.content?.viewControllable === seat.viewControllable)") == true)
  }

  @Test func theSwiftUIMarkerMakesOneRIBOfAnOutlineSwiftUI() throws {
    try package.write("tree.md", "- Root (existing)\n  - Menu\n    - Help (swiftui)\n")

    #expect(package.newRIB("--outline", "tree.md").exitCode == 0)

    #expect(package.read("Sources/App/Menu/MenuViewController.swift") != nil)
    #expect(package.read("Sources/App/Help/HelpViewModel.swift") != nil)
    #expect(package.read("Sources/App/Help/HelpViewController.swift") == nil)
  }

  @Test func aViewlessChildIsLentTheSlotOfAnExistingSwiftUIParent() throws {
    #expect(package.newRIB("Board", "--parent", "Root", "--swiftui").exitCode == 0)
    let modelPath = "Sources/App/Board/BoardViewModel.swift"
    let model = try #require(package.read(modelPath))
    try package.write(
      modelPath,
      model.replacing("import RIBCore\n", with: "import RIBCore\nimport RIBSwiftUI\n").replacing(
        "  private(set) var title = \"\"",
        with: "  let content = ViewSlot()\n  private(set) var title = \"\""))

    let result = package.newRIB("Turns", "--parent", "Board", "--viewless")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    let link = package.read("Sources/App/Board/BoardComponent+Turns.swift") ?? ""
    #expect(link.contains("var turnsSlot: ViewSlot { boardViewModel.content }"))
    #expect(!link.contains("TurnsViewControllable"))
    // Its own view-less child is lent the same slot, through Turns' component.
    #expect(package.newRIB("Clock", "--parent", "Turns", "--viewless").exitCode == 0)
    #expect(
      package.read("Sources/App/Turns/TurnsComponent+Clock.swift")?.contains(
        "var clockSlot: ViewSlot { turnsSlot }") == true)
    // And a child with a view is shown in it.
    let move = package.newRIB("Move", "--parent", "Turns")
    #expect(move.exitCode == 0, "\(move.errorOutput)")
    #expect(move.output.contains("attachChild(move, in: slot)"))
    #expect(!move.output.contains("present(viewController:"))
  }

  @Test func aViewlessChildOfASwiftUIParentWithoutASlotIsRefusedWithTheEditThatGivesOne() {
    #expect(package.newRIB("Board", "--parent", "Root", "--swiftui").exitCode == 0)

    let result = package.newRIB("Turns", "--parent", "Board", "--viewless")

    #expect(result.exitCode != 0)
    #expect(result.errorOutput.contains("add `let content = ViewSlot()` to BoardViewModel"))
    #expect(package.read("Sources/App/Turns/TurnsRouter.swift") == nil)
  }
}

/// The wiring printed for a SwiftUI child of an existing parent: shown where the parent's view
/// keeps children's views, if it has such a place; else as any child is.
@Suite struct SwiftUIWiringTests {
  let package: ScratchPackage

  init() throws {
    package = try ScratchPackage()
  }

  /// A SwiftUI parent, Home: its view protocol declares `protocolMembers`, its view model
  /// `modelMembers`.
  private func writeHome(protocolMembers: String, modelMembers: String) throws {
    #expect(package.newRIB("Home", "--parent", "Root", "--swiftui").exitCode == 0)
    let routerPath = "Sources/App/Home/HomeRouter.swift"
    let router = try #require(package.read(routerPath))
    try package.write(
      routerPath,
      router.replacing(
        "protocol HomeViewControllable: ViewControllable {}",
        with: "protocol HomeViewControllable: ViewControllable {\n\(protocolMembers)\n}"))
    let modelPath = "Sources/App/Home/HomeViewModel.swift"
    let model = try #require(package.read(modelPath))
    try package.write(
      modelPath,
      model.replacing(
        "  private(set) var title = \"\"", with: "\(modelMembers)\n  private(set) var title = \"\"")
    )
  }

  @Test func aSwiftUIChildIsAttachedInTheSlotThatTheParentsViewDeclares() throws {
    try writeHome(
      protocolMembers: "  var content: ViewSlot { get }", modelMembers: "  let content = ViewSlot()"
    )

    let result = package.newRIB("Board", "--parent", "Home", "--swiftui")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(result.output.contains("attachChild(board, in: viewController.content)"))
    #expect(result.output.contains("if let board, children.contains(where: { $0 === board }) {"))
    #expect(
      result.output.contains("if children.contains(where: { $0 === board }) { detachChild(board) }")
    )
    #expect(!result.output.contains("viewController.present("))
    #expect(!result.output.contains("HomeViewControllable has no method to show"))
    #expect(
      result.output.contains(
        "add `import RIBSwiftUI` to that file: `attachChild(_:in:)` is RIBSwiftUI's."))
  }

  @Test func aPlaceOnlyTheViewModelHasIsAddedToTheViewProtocolAndItsMock() throws {
    try writeHome(protocolMembers: "", modelMembers: "  let stack = ViewStack()")

    let result = package.newRIB("Board", "--parent", "Home", "--swiftui")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(result.output.contains("attachChild(board, pushingOnto: viewController.stack)"))
    #expect(result.output.contains("       var stack: ViewStack { get }\n"))
    #expect(result.output.contains("add to HomeViewControllableMock"))
    #expect(result.output.contains("       let stack = ViewStack()\n"))
  }

  @Test func theOtherPlacesAreNamedAsAlternatives() throws {
    try writeHome(
      protocolMembers: "  var modal: ModalPresentation { get }\n  var stack: ViewStack { get }",
      modelMembers: "  let modal = ModalPresentation()\n  let stack = ViewStack()")

    let result = package.newRIB("Board", "--parent", "Home", "--swiftui")

    #expect(
      result.output.contains(
        "attachChild(board, presentingIn: viewController.modal, style: .sheet)"))
    #expect(
      result.output.contains("`attachChild(board, pushingOnto: viewController.stack)` instead")
    )
  }

  @Test(arguments: [["Board", "--swiftui"], ["Scores"]])
  func aParentWithoutAPlaceIsRefusedWithTheSlotToAdd(_ child: [String]) throws {
    #expect(package.newRIB("Home", "--parent", "Root", "--swiftui").exitCode == 0)
    let before = package.snapshot()

    let result = NewRIBCommand(package: package.summary).run(child + ["--parent", "Home"])

    #expect(result.exitCode == 1)
    #expect(
      result.errorOutput
        == "error: HomeViewModel has no ViewSlot, ViewStack or ModalPresentation to show"
        + " \(child[0]) in; add `let content = ViewSlot()` to HomeViewModel and `var content:"
        + " ViewSlot { get }` to HomeViewControllable (show it in HomeView with"
        + " `ViewSlotView(model.content)`), then run new-rib again.\n")
    #expect(package.snapshot() == before)
  }

  @Test func aUIKitChildIsShownInTheParentsSlotToo() throws {
    try writeHome(
      protocolMembers: "  var content: ViewSlot { get }", modelMembers: "  let content = ViewSlot()"
    )

    let result = package.newRIB("Scores", "--parent", "Home")

    // Through the slot, the child leaves with its view whichever side removes it; RIBView
    // shows its view controller.
    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(result.output.contains("attachChild(scores, in: viewController.content)"))
    #expect(
      result.output.contains(
        "if children.contains(where: { $0 === scores }) { detachChild(scores) }"))
    #expect(!result.output.contains("viewController.present("))
    #expect(!result.output.contains("viewController.dismiss("))
  }

  @Test func aUIKitChildInASheetIsDetachedWhenTheUserSwipesItDown() throws {
    try writeHome(
      protocolMembers: "  var modal: ModalPresentation { get }",
      modelMembers: "  let modal = ModalPresentation()")

    let result = package.newRIB("Scores", "--parent", "Home")

    #expect(result.exitCode == 0, "\(result.errorOutput)")
    #expect(
      result.output.contains(
        "attachChild(scores, presentingIn: viewController.modal, style: .sheet)"))
    // Routing to it again after the user's dismissal builds and presents it anew.
    #expect(result.output.contains("if let scores, children.contains(where: { $0 === scores }) {"))
  }
}
