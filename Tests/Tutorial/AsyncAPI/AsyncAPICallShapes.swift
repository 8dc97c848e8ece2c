// RIBs' async API (uber/RIBs-iOS#51: `taskOnDeactivate`, `throwingTaskOnDeactivate`,
// `taskOnStop`, `throwingTaskOnStop`, `Workflow.task`, `throwingTask`, `onAsyncStep`, and the
// lifecycle sequences) written with RIBs' call shapes, the way ported code calls it. It is
// compiled, like the tutorial beside it, in the four settings of Package.swift's tutorial
// targets, with no edit for any of them.

import RIBCore
import RIBStreams

/// A screen that shows a profile. Refining `Presentable` makes it main-actor isolated in every
/// setting.
protocol ProfileShowing: Presentable {
  func show(profile: String)
}

/// Loads the profile on each activation, in RIBs' interactor-bound tasks.
final class AsyncProfileInteractor: PresentableInteractor<ProfileShowing> {
  private let loadProfile: @Sendable () async throws -> String
  private(set) var lastLoad: Task<Void, Error>?
  private(set) var lastWatch: Task<Void, Never>?
  private(set) var deactivationsSeen = 0

  init(presenter: ProfileShowing, loadProfile: @escaping @Sendable () async throws -> String) {
    self.loadProfile = loadProfile
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    lastLoad = throwingTaskOnDeactivate(priority: .userInitiated) {
      let profile = try await self.loadProfile()
      self.presenter.show(profile: profile)
    }
    lastWatch = taskOnDeactivate {
      for await isActive in self.isActiveSequence where !isActive {
        self.deactivationsSeen += 1
      }
    }
  }
}

/// Uploads on each start of its run, in RIBs' worker-bound tasks.
final class AsyncUploadWorker: Worker {
  private(set) var uploads = 0
  private(set) var lastUpload: Task<Void, Never>?
  private(set) var lastCheck: Task<Void, Error>?

  override func didStart(_ interactorScope: InteractorScope) {
    super.didStart(interactorScope)
    lastUpload = taskOnStop {
      await Task.yield()
      self.uploads += 1
    }
    lastCheck = throwingTaskOnStop(priority: nil, operation: { try Task.checkCancellation() })
  }
}

/// What the deep link's workflow needs; a plain class adopts it (an interactor would need the
/// protocol to be main-actor isolated in the plain Swift 6 setting).
protocol AsyncGameActionableItem: AnyObject {
  func waitForLogin() -> Observable<(AsyncGameActionableItem, Void)>
  func open(game: String) -> Observable<(AsyncGameActionableItem, Void)>
}

/// Wait for login, fetch the game's name with an async step, open it, and log in a task.
final class AsyncLaunchGameWorkflow: Workflow<AsyncGameActionableItem> {
  private(set) var log: [String] = []

  init(gameId: String, fetchName: @escaping @Sendable (String) async throws -> String) {
    super.init()
    self.onStep { root in root.waitForLogin() }
      .onAsyncStep { item, _ in (item, try await fetchName(gameId)) }
      .onStep { [weak self] item, name in
        self?.task { self?.log.append("opened \(name)") }
        self?.throwingTask { try Task.checkCancellation() }
        return item.open(game: name)
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
