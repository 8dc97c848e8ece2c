import RIBSupport

/// Disposes a resource once it is disposed itself and every reference it handed out with
/// ``retain()`` is disposed too, as RxSwift's type of the same name: what keeps a shared source
/// alive while any of its users still needs it.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let user = shared.retain()
/// shared.dispose()   // the connection stays
/// user.dispose()     // now it is disposed
/// ```
public final class RefCountDisposable: Cancelable {
  private struct State {
    var disposable: (any Disposable)?
    var count = 0
    var isPrimaryDisposed = false
  }

  private let state: Locked<State>

  /// Guards `disposable` until this and every reference are disposed.
  public init(disposable: any Disposable) {
    state = Locked(State(disposable: disposable))
  }

  /// Whether the resource was disposed.
  public var isDisposed: Bool { state.withLock { $0.disposable == nil } }

  /// A reference that keeps the resource until it is disposed; one that does nothing once the
  /// resource was disposed.
  public func retain() -> any Disposable {
    let retained = state.withLock { state -> Bool in
      guard state.disposable != nil else { return false }
      state.count += 1
      return true
    }
    guard retained else { return Disposables.create() }
    return Reference(owner: self)
  }

  /// Disposes the resource now if no reference is left, else when the last one is disposed.
  /// Later calls do nothing.
  public func dispose() {
    let disposable = state.withLock { state -> (any Disposable)? in
      guard !state.isPrimaryDisposed else { return nil }
      state.isPrimaryDisposed = true
      return state.count == 0 ? state.disposable.take() : nil
    }
    disposable?.dispose()
  }

  fileprivate func release() {
    let disposable = state.withLock { state -> (any Disposable)? in
      guard state.disposable != nil else { return nil }
      state.count -= 1
      return state.isPrimaryDisposed && state.count == 0 ? state.disposable.take() : nil
    }
    disposable?.dispose()
  }

  /// One reference from ``retain()``: released by its first disposal.
  private final class Reference: Disposable {
    private let owner: Locked<RefCountDisposable?>

    init(owner: RefCountDisposable) {
      self.owner = Locked(owner)
    }

    func dispose() {
      owner.withLock { $0.take() }?.release()
    }
  }
}

// Its state is guarded by its lock.
extension RefCountDisposable: @unchecked Sendable {}
