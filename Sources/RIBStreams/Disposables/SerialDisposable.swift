import RIBSupport

/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// Once disposed, it disposes whatever is set afterwards at once. Every caller of
/// ``dispose()`` waits for a delivery in flight to the current subscription, as with
/// ``CompositeDisposable``.
public final class SerialDisposable: Disposable {
  private struct State {
    var current: (any Disposable)?
    var isDisposed = false
  }

  private let state = Locked(State())

  /// Creates an empty holder.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The current disposable. Setting it disposes the previous one (outside the lock).
  public var disposable: any Disposable {
    get { state.withLock { $0.isDisposed ? nil : $0.current } ?? Disposables.create() }
    set {
      let (previous, disposeNew) = state.withLock { state -> ((any Disposable)?, Bool) in
        if state.isDisposed { return (nil, true) }
        defer { state.current = newValue }
        return (state.current, false)
      }
      previous?.dispose()
      if disposeNew { newValue.dispose() }
    }
  }

  /// Disposes the current disposable and every later one.
  public func dispose() {
    let (current, isFirst) = state.withLock { state in
      defer { state.isDisposed = true }
      return (state.current, !state.isDisposed)
    }
    current?.dispose()
    // Kept until now for a second caller to dispose again (and so wait) while this one waits.
    if isFirst { state.withLock { $0.current = nil } }
  }
}
