/// Runs `work` on the main thread later, in order with everything else queued for the main
/// actor: at the main queue's next turn, or in ``MainActorBacklog/drain()``, whichever comes
/// first. For other libraries of this package whose main-actor work must also run in a program
/// that never runs the main queue, on every platform.
package func runOnMainActorLater(_ work: @escaping @MainActor () -> Void) {
  let carried = MainActorWork(work)
  _ = MainActorQueue.shared.enqueue {
    // The queue runs its items on the main thread only.
    MainActor.assumeIsolated { carried.work() }
  }
}

/// A main-actor closure carried to the main thread, the only place it runs.
private struct MainActorWork: @unchecked Sendable {
  let work: @MainActor () -> Void
  init(_ work: @escaping @MainActor () -> Void) { self.work = work }
}
