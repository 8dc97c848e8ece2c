import Synchronization

/// A flag that one caller claims, whatever thread each runs on: for a closure that two paths
/// may run but only the first must (a `Maybe`'s `onDisposed`, after its value or at its end).
final class OnceFlag: Sendable {
  private let claimed = Atomic<Bool>(false)

  /// `true` for the first caller only.
  func claim() -> Bool {
    claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
      .exchanged
  }
}
