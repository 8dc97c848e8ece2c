/// Holds a disposable that is known only later, and disposes it as soon as both it is set and
/// disposal was asked for, whichever comes first.
///
/// Used where a subscription may be cancelled while it is still being set up.
public final class SingleAssignmentDisposable: Disposable {
  private enum State {
    case empty
    case assigned(any Disposable)
    /// Kept after disposal, so that disposing again reaches it; see the type's comment.
    case disposed((any Disposable)?)
  }

  private let state = Locked<State>(.empty)
  /// Whether disposing again disposes the held disposable again. The framework's own
  /// subscription slots do: that is how a second caller of a subscription's `dispose()` reaches,
  /// like the first, the lock that serialises deliveries, and so waits for one in flight (see
  /// `Sink`). Their contents are the framework's, and idempotent.
  private let forwardsRepeatedDisposal: Bool

  /// Creates an empty holder.
  public init() { forwardsRepeatedDisposal = false }

  /// Creates an empty holder that, if `forwardsRepeatedDisposal`, keeps what it held after
  /// disposal and disposes it again each time it is disposed again.
  @usableFromInline
  init(forwardsRepeatedDisposal: Bool) {
    self.forwardsRepeatedDisposal = forwardsRepeatedDisposal
  }

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
      case .assigned:
        return true
      case .disposed(let held):
        if held == nil, forwardsRepeatedDisposal { state = .disposed(disposable) }
        return true
      }
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    let held = state.withLock { state -> (any Disposable)? in
      switch state {
      case .empty:
        state = .disposed(nil)
        return nil
      case .assigned(let disposable):
        state = .disposed(forwardsRepeatedDisposal ? disposable : nil)
        return disposable
      case .disposed(let disposable):
        return disposable
      }
    }
    held?.dispose()
  }
}
