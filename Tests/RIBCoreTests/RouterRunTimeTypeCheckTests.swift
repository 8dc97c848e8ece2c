import RIBCore
import RIBTesting
import Testing

/// Not an `Interactable`, not a `ViewControllable`: types a router checks at run time.
@MainActor
private final class NotARIBPart {}

@MainActor
@Suite struct RouterRunTimeTypeCheckTests {
  @Test func aRouterWithAnInteractorThatIsNotInteractableIsReportedAndInert() {
    let diagnostics = DiagnosticsCollector()
    let part = NotARIBPart()

    let router = diagnostics.collect { Router<NotARIBPart>(interactor: part) }
    router.load()
    let child = ChildRouter(name: "child")
    router.attachChild(child)

    #expect(diagnostics.diagnostics.map(\.kind) == [.other])
    #expect(diagnostics.diagnostics.first?.message.contains("NotARIBPart") == true)
    #expect(router.interactor === part)
    #expect(!router.interactable.isActive)
    #expect(router.children.count == 1)
  }

  @Test func aViewableRouterWithAViewThatIsNotViewControllableIsReported() {
    let diagnostics = DiagnosticsCollector()
    let view = NotARIBPart()

    let router = diagnostics.collect {
      ViewableRouter<RecordingInteractor, NotARIBPart>(
        interactor: RecordingInteractor(), viewController: view)
    }

    #expect(diagnostics.diagnostics.map(\.kind) == [.other])
    #expect(router.viewController === view)
    #expect(router.viewControllable !== view)
  }
}
