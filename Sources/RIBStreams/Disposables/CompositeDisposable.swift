import RIBSupport

/// A group of disposables that are disposed together.
///
/// Disposables inserted after the group was disposed are disposed at once.
///
/// Like a subscription, every caller of ``dispose()`` returns only once a delivery in flight to
/// the group's subscriptions has ended, not only the first: a caller that comes while the
/// first is still disposing disposes them again, which waits where they deliver. Once the first
/// has finished, the group lets go of them.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key!)  // disposes `subscription` alone
/// group.dispose()          // disposes the rest
/// ```
public final class CompositeDisposable: Disposable {
  /// Identifies an inserted disposable, for ``remove(for:)``.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: UInt64
  }

  private struct State {
    /// In key order (keys only grow). A removal leaves a hole, so that it costs a binary
    /// search, not a scan and a shift of what follows: an operator such as `flatMap` removes
    /// each inner subscription as it completes, and it may hold 10^5 of them.
    var entries: [(key: UInt64, disposable: (any Disposable)?)] = []
    var holes = 0
    var nextKey: UInt64 = 0
    var isDisposed = false

    /// Takes the disposable inserted under `key` out, if it is still there.
    mutating func take(_ key: UInt64) -> (any Disposable)? {
      var low = 0
      var high = entries.count
      while low < high {
        let middle = (low + high) / 2
        if entries[middle].key < key { low = middle + 1 } else { high = middle }
      }
      guard low < entries.count, entries[low].key == key,
        let disposable = entries[low].disposable.take()
      else { return nil }
      holes += 1
      // Compacting when half are holes keeps a removal's cost amortised constant. Only holes
      // are released here, so no deinit runs under the lock.
      if holes > 16, holes * 2 > entries.count {
        entries.removeAll { $0.disposable == nil }
        holes = 0
      }
      return disposable
    }
  }

  private let state = Locked(State())

  /// Creates an empty group.
  public init() {}

  /// Creates a group holding `disposables`.
  public init(_ disposables: any Disposable...) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// Creates a group holding `disposables`.
  public init(disposables: [any Disposable]) {
    for disposable in disposables { _ = insert(disposable) }
  }

  /// The number of disposables in the group; 0 once it is disposed.
  public var count: Int { state.withLock { $0.isDisposed ? 0 : $0.entries.count - $0.holes } }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// Adds a disposable. Returns `nil`, and disposes it, if the group was already disposed.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key = state.withLock { state -> UInt64? in
      guard !state.isDisposed else { return nil }
      defer { state.nextKey += 1 }
      state.entries.append((state.nextKey, disposable))
      return state.nextKey
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(value: key)
  }

  /// Removes the disposable inserted under `key` and disposes it. Once the group is disposed,
  /// ``dispose()`` disposes it, not this.
  public func remove(for key: DisposeKey) {
    // The entries stay while a `dispose()` goes through them (for a second caller to wait), so
    // taking one then would dispose it twice.
    let removed = state.withLock { $0.isDisposed ? nil : $0.take(key.value) }
    removed?.dispose()
  }

  /// Disposes every disposable in the group, in insertion order.
  public func dispose() {
    let (entries, isFirst) = state.withLock { state in
      defer { state.isDisposed = true }
      return (state.entries, !state.isDisposed)
    }
    for entry in entries { entry.disposable?.dispose() }
    // Kept until now for a second caller to dispose again (and so wait) while this one waits.
    if isFirst { state.withLock { $0.entries = [] } }
  }
}
