/// Holds a disposable that is known only later, and disposes it as soon as both it is set and
/// disposal was asked for, whichever comes first.
///
/// Used where a subscription may be cancelled while it is still being set up.
public final class SingleAssignmentDisposable: Disposable {
  private enum State {
    case empty
    case assigned(any Disposable)
    case disposed
  }

  private let state = Locked<State>(.empty)

  /// Creates an empty holder.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool {
    state.withLock { if case .disposed = $0 { return true } else { return false } }
  }

  /// Sets the disposable. If this holder was already disposed, `disposable` is disposed at
  /// once. Setting a second disposable is a programming error and disposes the new one.
  public func setDisposable(_ disposable: any Disposable) {
    let disposeNow = state.withLock { state -> Bool in
      switch state {
      case .empty:
        state = .assigned(disposable)
        return false
      case .assigned, .disposed:
        return true
      }
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    let held = state.withLock { state -> (any Disposable)? in
      defer { state = .disposed }
      if case .assigned(let disposable) = state { return disposable }
      return nil
    }
    held?.dispose()
  }
}
