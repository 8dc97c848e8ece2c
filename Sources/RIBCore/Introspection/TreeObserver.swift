import RIBStreams
import RIBSupport

/// One registration made by ``/RIBCore/Routing/observeTreeChanges(_:)``.
@preconcurrency @MainActor
final class TreeObserver {
  let handler: @MainActor (RouterTreeEvent) -> Void
  let token: TreeObservation

  init(handler: @escaping @MainActor (RouterTreeEvent) -> Void, token: TreeObservation) {
    self.handler = handler
    self.token = token
  }
}

/// The disposable returned to the observer. It can be disposed from any thread: it stops
/// deliveries at once, and unregisters on the main actor.
final class TreeObservation: Disposable, @unchecked Sendable {
  private let disposed = Locked(false)
  // Read and written on the main actor only.
  nonisolated(unsafe) private weak var node: (any TreeNode)?

  @preconcurrency @MainActor
  init(node: any TreeNode) { self.node = node }

  var isDisposed: Bool { disposed.withLock { $0 } }

  func dispose() {
    let first = disposed.withLock { wasDisposed in
      defer { wasDisposed = true }
      return !wasDisposed
    }
    guard first else { return }
    if isMainThread() {
      MainActor.assumeIsolated { unregister() }
    } else {
      Task { @MainActor in self.unregister() }
    }
  }

  @preconcurrency @MainActor
  private func unregister() {
    guard let node else { return }
    self.node = nil
    let before = node.treeObservers.count
    node.treeObservers.removeAll { $0.token === self }
    TreeChanges.observerCount -= before - node.treeObservers.count
    TreeChanges.ancestryGeneration &+= 1
  }

  /// The router was deallocated: its registrations went with it.
  @preconcurrency @MainActor
  func nodeDidDeinit() {
    node = nil
    disposed.withLock { $0 = true }
  }
}
