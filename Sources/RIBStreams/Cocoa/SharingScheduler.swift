import RIBSupport

/// The scheduler on which ``Driver`` and ``Signal`` run their time operators (`debounce`,
/// `throttle`, `delay`): a ``MainScheduler`` unless a test swaps it with
/// ``mock(scheduler:action:)``.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///   // Drivers made here debounce on virtual time.
/// }
/// ```
public enum SharingScheduler {
  // `nil` until a test mocks the scheduler: the factories (`just`, `of`, `from`, `empty`)
  // emit at once then, and on the mock's clock only when there is one.
  private static let maker = Locked<(() -> any SchedulerType)?>(nil)

  /// Makes the scheduler for a shared sequence's time operator, each time one is built.
  public static var make: () -> any SchedulerType {
    maker.withLock { $0 } ?? { MainScheduler() }
  }

  /// The mock's scheduler, when a test swapped one in with ``mock(makeScheduler:action:)``.
  static func makeMock() -> (any SchedulerType)? {
    maker.withLock { $0 }?()
  }

  /// Runs `action` with `scheduler` as the scheduler of the shared sequences' time operators
  /// built meanwhile, then restores the previous one. For tests; it swaps a global, so tests
  /// that use it must not build shared sequences concurrently with each other.
  public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with `makeScheduler` making the scheduler of the shared sequences' time
  /// operators built meanwhile, then restores the previous maker. For tests.
  public static func mock(
    makeScheduler: @escaping () -> any SchedulerType, action: () throws -> Void
  ) rethrows {
    let original = swap(in: makeScheduler)
    // The mock is let go of here, after the lock: what it captured is the test's.
    defer { _ = swap(in: original) }
    try action()
  }

  /// Stores `make`, returning the maker it replaces (for the caller to release, outside the
  /// lock).
  private static func swap(
    in make: (() -> any SchedulerType)?
  ) -> (() -> any SchedulerType)? {
    maker.withLock { current in
      defer { current = make }
      return current
    }
  }
}

extension ObservableType {
  /// The sequence as RxCocoa's conversions to a shared sequence take it: observed on the
  /// scheduler a test mocked in, so each event takes a turn of that scheduler (on a
  /// `TestScheduler` that simulates processing delay, a tick), as in RxCocoa, where
  /// `asDriver`, `asSignal`, a relay's or an `Infallible`'s conversion observe on the strategy's
  /// scheduler. Nothing mocked, the sequence is unchanged: its values go to the main actor
  /// without a scheduler.
  @usableFromInline
  func observedOnMockedSharingScheduler() -> Observable<Element> {
    guard let scheduler = SharingScheduler.makeMock() else { return asObservable() }
    return observe(on: scheduler)
  }
}
