/// Holds a disposable that is known only later, and disposes it as soon as both it is set and
/// disposal was asked for, whichever comes first.
///
/// Used where a subscription may be cancelled while it is still being set up.
public final class SingleAssignmentDisposable: Disposable {
  private enum State {
    case empty
    case assigned(any Disposable)
    /// What disposing again reaches, if anything; see `forwardsRepeatedDisposal`.
    case disposed(DisposedContent)
  }

  private let state = Locked<State>(.empty)
  /// Whether disposing again disposes the held disposable again. The framework's own
  /// subscription slots do: that is how a second caller of a subscription's `dispose()` reaches,
  /// like the first, the lock that serialises deliveries, and so waits for one in flight (see
  /// `Sink`). Their contents are the framework's, and idempotent.
  ///
  /// A sink is then kept weakly: an operator's upstream sink holds its downstream sink through
  /// its handler, so keeping it strongly would be a cycle. While a delivery runs through that
  /// sink, the delivery keeps it alive; once it is gone, nothing is in flight to wait for.
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
      case .disposed(let content):
        if case .nothing = content, forwardsRepeatedDisposal {
          state = .disposed(DisposedContent(disposable))
        }
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
        state = .disposed(.nothing)
        return nil
      case .assigned(let disposable):
        state = .disposed(forwardsRepeatedDisposal ? DisposedContent(disposable) : .nothing)
        return disposable
      case .disposed(let content):
        return content.disposable
      }
    }
    held?.dispose()
  }
}

/// A disposable that a forwarding ``SingleAssignmentDisposable`` keeps weakly once disposed (a
/// `Sink`, which may be part of a cycle through its upstream).
protocol HeldWeaklyAfterDisposal: AnyObject, Disposable {}

/// What a disposed ``SingleAssignmentDisposable`` still reaches.
enum DisposedContent {
  case nothing
  case strong(any Disposable)
  case weak(WeakDisposable)

  init(_ disposable: any Disposable) {
    if let object = disposable as? any HeldWeaklyAfterDisposal {
      self = .weak(WeakDisposable(object))
    } else {
      self = .strong(disposable)
    }
  }

  var disposable: (any Disposable)? {
    switch self {
    case .nothing: nil
    case .strong(let disposable): disposable
    case .weak(let box): box.object
    }
  }
}

/// A weak reference to a disposable.
final class WeakDisposable {
  weak var object: (any HeldWeaklyAfterDisposal)?

  init(_ object: any HeldWeaklyAfterDisposal) { self.object = object }
}
