import RIBSupport

/// Holds a disposable that is known only later, and disposes it as soon as both it is set and
/// disposal was asked for, whichever comes first.
///
/// Used where a subscription may be cancelled while it is still being set up.
public final class SingleAssignmentDisposable: Disposable {
  private enum State {
    case empty
    /// The disposable, and what disposing again reaches once it is disposed.
    case assigned(any Disposable, again: any Disposable)
    /// What disposing again reaches, if anything; see `forwardsRepeatedDisposal`.
    case disposed((any Disposable)?)
  }

  private let state = Locked<State>(.empty)
  /// Whether disposing again disposes the held disposable again. The framework's own
  /// subscription slots do: that is how a second caller of a subscription's `dispose()` reaches,
  /// like the first, the lock that serialises deliveries, and so waits for one in flight (see
  /// `Sink`). Their contents are the framework's, and idempotent.
  ///
  /// Of a sink, only its own upstream slot is kept, which is where disposing the sink again
  /// would go: an operator's upstream sink holds its downstream sink through its handler, so
  /// keeping the sink would be a cycle.
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
    set(disposable, again: disposable)
  }

  /// Sets a sink; disposing again reaches the sink's own upstream slot (see
  /// `forwardsRepeatedDisposal`). Every operator sets its sink with this, so the slot needs no
  /// cast to tell a sink from another disposable.
  @usableFromInline
  func setSink<Element>(_ sink: Sink<Element>) {
    set(sink, again: sink.upstream)
  }

  private func set(_ disposable: any Disposable, again: any Disposable) {
    let disposeNow = state.withLock { state -> Bool in
      switch state {
      case .empty:
        state = .assigned(disposable, again: again)
        return false
      case .assigned:
        return true
      case .disposed(let kept):
        if kept == nil, forwardsRepeatedDisposal { state = .disposed(again) }
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
      case .assigned(let disposable, let again):
        state = .disposed(forwardsRepeatedDisposal ? again : nil)
        return disposable
      case .disposed(let kept):
        return kept
      }
    }
    held?.dispose()
  }
}
