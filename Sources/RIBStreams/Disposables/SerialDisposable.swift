import RIBSupport

/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// Once disposed, it disposes whatever is set afterwards at once.
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
    get { state.withLock { $0.current } ?? Disposables.create() }
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
    let current = state.withLock { state -> (any Disposable)? in
      defer {
        state.isDisposed = true
        state.current = nil
      }
      return state.current
    }
    current?.dispose()
  }
}
