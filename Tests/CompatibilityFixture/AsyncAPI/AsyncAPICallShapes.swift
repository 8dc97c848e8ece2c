// RIBs' async API (`taskOnDeactivate`, `throwingTaskOnDeactivate`, `taskOnStop`,
// `throwingTaskOnStop`, `Workflow.task`, `throwingTask`, `onAsyncStep`, and the lifecycle
// sequences), called the way RIBs code calls it, in café terms. Compiled with the app beside it
// in the four settings, with no edit for any of them.

import RIBCore
import RIBStreams

/// A screen that shows the day's specials. Refining `Presentable` makes it main-actor isolated
/// in every setting.
protocol SpecialsPresentable: Presentable {
  func show(specials: [String])
}

/// Loads the specials each time it becomes active, in tasks bound to the activation.
final class SpecialsInteractor: PresentableInteractor<SpecialsPresentable> {
  private let loadSpecials: @Sendable () async throws -> [String]
  private(set) var lastLoad: Task<Void, Error>?
  private(set) var lastWatch: Task<Void, Never>?
  private(set) var deactivationsSeen = 0

  init(
    presenter: SpecialsPresentable,
    loadSpecials: @escaping @Sendable () async throws -> [String]
  ) {
    self.loadSpecials = loadSpecials
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    lastLoad = throwingTaskOnDeactivate(priority: .userInitiated) {
      let specials = try await self.loadSpecials()
      self.presenter.show(specials: specials)
    }
    lastWatch = taskOnDeactivate {
      for await isActive in self.isActiveSequence where !isActive {
        self.deactivationsSeen += 1
      }
    }
  }
}

/// Sends the loyalty stamps earned, in tasks bound to the worker's run.
final class LoyaltyStampWorker: Worker {
  private(set) var stampsSent = 0
  private(set) var lastSend: Task<Void, Never>?
  private(set) var lastCheck: Task<Void, Error>?

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    lastSend = taskOnStop {
      await Task.yield()
      self.stampsSent += 1
    }
    lastCheck = throwingTaskOnStop(priority: nil, operation: { try Task.checkCancellation() })
  }
}

/// What the favourite-drink workflow drives; a plain class adopts it (an interactor would need
/// it main-actor isolated in the plain Swift 6 setting, as the app's actionable items are).
protocol FavouriteOrderingItem: AnyObject {
  func waitForCustomer() -> Observable<(FavouriteOrderingItem, String)>
  func order(drinkNamed name: String) -> Observable<(FavouriteOrderingItem, ())>
}

/// Waits for a customer, looks up their favourite drink with an async step, orders it, and
/// logs in a task bound to the workflow.
final class FavouriteDrinkWorkflow: Workflow<FavouriteOrderingItem> {
  private(set) var log: [String] = []

  init(favourite: @escaping @Sendable (String) async throws -> String) {
    super.init()
    self.onStep { item in item.waitForCustomer() }
      .onAsyncStep { item, customer in (item, try await favourite(customer)) }
      .onStep { [weak self] item, drink in
        self?.task { self?.log.append("ordered \(drink)") }
        self?.throwingTask { try Task.checkCancellation() }
        return item.order(drinkNamed: drink)
      }
      .commit()
  }
}

/// Waits for `router` to load, with the lifecycle sequence.
@MainActor
func waitForLoad(of router: Routing) async -> Bool {
  for await event in router.lifecycleSequence where event == .didLoad {
    return true
  }
  return false
}
