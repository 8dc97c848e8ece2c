// The code of the Concurrency model guide's section on tasks: asynchronous work bound to an
// interactor's activation, with the names RIBs uses.

import RIBCore

/// Loads the user's profile, from a server say.
protocol ProfileLoading: AnyObject {
  func loadProfile() async throws -> String
}

protocol ProfilePresentable: Presentable {
  func show(profile: String)
  func showLoadingFailed()
}

/// Loads the profile each time it becomes active; a deactivation while loading cancels it.
final class ProfileInteractor: PresentableInteractor<ProfilePresentable> {
  private let loader: ProfileLoading
  /// The load of the current activation, kept so that tests can await it.
  private(set) var loading: Task<Void, Never>?

  init(presenter: ProfilePresentable, loader: ProfileLoading) {
    self.loader = loader
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    loading = taskOnDeactivate { [loader, presenter] in
      do {
        let profile = try await loader.loadProfile()
        presenter.show(profile: profile)
      } catch is CancellationError {
        // Deactivated while loading: there is no screen to update.
      } catch {
        presenter.showLoadingFailed()
      }
    }
  }
}

/// Waits until `interactor` is inactive: at once if it already is, else until it deactivates
/// (or is deallocated).
func inactivity(of interactor: InteractorScope) async {
  for await isActive in interactor.isActiveSequence where !isActive {
    return
  }
}
