import RIBCore
import RIBSwiftUI
import RIBTesting
import Testing

/// The app in `Support/LibraryApp.swift`, driven through what its SwiftUI views would do
/// (buttons calling listeners; NavigationStack and sheet bindings writing the stack's path and
/// the presentation), with what the screen would show and the RIB tree checked after each
/// step.
@MainActor
@Suite(.ribEnvironment)
struct SwiftUIStyleTreeTests {
  let window = ViewSlot()
  let root = RootRouter(interactor: RootInteractor(), viewController: RootViewModel())
  let screen: RenderRecorder<String>

  init() {
    let window = self.window
    screen = RenderRecorder { renderShown(window.content) }
  }

  /// The RIBs attached under the root, by type, depth first.
  func tree() -> [String] {
    var names: [String] = []
    var pending: [(any Routing, Int)] = [(root, 0)]
    while let (router, depth) = pending.popLast() {
      names.append(String(repeating: " ", count: depth) + "\(type(of: router))")
      pending.append(contentsOf: router.children.reversed().map { ($0, depth + 1) })
    }
    return names
  }

  var catalog: CatalogViewModel? {
    root.session?.catalog?.viewController as? CatalogViewModel
  }

  var detail: DetailViewModel? {
    catalog?.stack.top?.viewControllable as? DetailViewModel
  }

  @Test func aUserSessionFromLaunchToLogout() throws {
    #expect(screen.latest == "-")

    root.launch(from: window)
    #expect(screen.renderIfChanged() == "Root(-)")
    #expect(tree() == ["RootRouter"])

    // The view-less Session shows Catalog in Root's slot.
    root.startSession()
    #expect(screen.renderIfChanged() == "Root(Catalog(Dune,Emma stack:[] sheet:-))")
    #expect(tree() == ["RootRouter", " SessionRouter", "  CatalogRouter"])

    // A tap on a row pushes Detail.
    try #require(catalog).tap(book: "Dune")
    #expect(screen.renderIfChanged() == "Root(Catalog(Dune,Emma stack:[Detail(Dune)] sheet:-))")
    #expect(tree() == ["RootRouter", " SessionRouter", "  CatalogRouter", "   DetailRouter"])

    // The user swipes back: SwiftUI writes the shorter path; Detail is detached.
    try #require(catalog).stack.path = []
    #expect(screen.renderIfChanged() == "Root(Catalog(Dune,Emma stack:[] sheet:-))")
    #expect(tree() == ["RootRouter", " SessionRouter", "  CatalogRouter"])

    // Push again; Detail asks for Info, presented as a sheet.
    try #require(catalog).tap(book: "Emma")
    try #require(detail).tapInfo()
    #expect(
      screen.renderIfChanged()
        == "Root(Catalog(Dune,Emma stack:[Detail(Emma)] sheet:Info(About Emma)))")
    #expect(
      tree() == [
        "RootRouter", " SessionRouter", "  CatalogRouter", "   DetailRouter", "   InfoRouter",
      ])

    // The user swipes the sheet down: SwiftUI writes nil; Info is detached.
    try #require(catalog).modal.presentedAsSheet = nil
    #expect(screen.renderIfChanged() == "Root(Catalog(Dune,Emma stack:[Detail(Emma)] sheet:-))")
    #expect(tree() == ["RootRouter", " SessionRouter", "  CatalogRouter", "   DetailRouter"])

    // Detail's close button: the router pops; view and RIB leave together.
    try #require(detail).tapClose()
    #expect(screen.renderIfChanged() == "Root(Catalog(Dune,Emma stack:[] sheet:-))")
    #expect(tree() == ["RootRouter", " SessionRouter", "  CatalogRouter"])

    // Logging out detaches Session, which takes Catalog off Root's slot.
    root.endSession()
    #expect(screen.renderIfChanged() == "Root(-)")
    #expect(tree() == ["RootRouter"])
    #expect(screen.renderIfChanged() == nil)
  }

  @Test func aSecondSessionStartsFromAnEmptyStack() throws {
    root.launch(from: window)
    root.startSession()
    try #require(catalog).tap(book: "Dune")
    root.endSession()
    root.startSession()

    screen.renderIfChanged()
    #expect(screen.latest == "Root(Catalog(Dune,Emma stack:[] sheet:-))")
    #expect(tree() == ["RootRouter", " SessionRouter", "  CatalogRouter"])
  }
}
