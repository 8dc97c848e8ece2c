import RIBCore

/// A RIB whose interactor is kept alive by a retain cycle once its router is dropped: what a
/// test that leaks a RIB does. ``breakCycle()`` lets it go.
@MainActor
final class LeakyRIB {
  private let cycle = Holder()
  private(set) weak var interactor: HoldingInteractor?

  /// Builds the RIB, attaches it under an active root, then drops both routers; the routers'
  /// leak expectations go to the detector in force now.
  init() {
    let root = PlainRouter()
    root.interactable.activate()
    root.load()
    let router = HoldingRouter()
    cycle.held.append(router.interactor)
    router.interactor.held = cycle
    interactor = router.interactor
    root.attachChild(router)
    root.detachChild(router)
    root.interactable.deactivate()
  }

  /// Breaks the cycle, so the interactor is deallocated.
  func breakCycle() {
    interactor?.held = nil
    cycle.held.removeAll()
  }
}
