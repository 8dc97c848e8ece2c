import RIBSupport
import Synchronization

/// Factories for common disposables.
///
/// ```swift
/// let disposable = Disposables.create { print("released") }
/// disposable.dispose()  // prints "released"
/// disposable.dispose()  // does nothing
/// ```
public enum Disposables {
  /// A disposable that does nothing.
  public static func create() -> any Disposable { NopDisposable() }

  /// A disposable that runs `dispose` once, the first time it is disposed.
  ///
  /// `dispose` runs where it was written. Written in main-actor code, it runs on the main
  /// thread: at once when the disposable is disposed there, else queued on the main queue.
  /// Written in nonisolated code, it runs on the thread that calls `dispose()`, as in RxSwift.
  /// `isolation` records which; leave it to its default. Its ``Cancelable/isDisposed`` is true
  /// from the first `dispose()` on.
  public static func create(
    with dispose: @escaping () -> Void, isolation: (any Actor)? = #isolation
  ) -> any Cancelable {
    ActionDisposable(dispose, hop: MainActorHop.forClosures(writtenIn: isolation))
  }

  /// A disposable that disposes both.
  ///
  /// Every caller of its `dispose()` waits for a delivery in flight to them, as with
  /// ``CompositeDisposable``.
  public static func create(_ first: any Disposable, _ second: any Disposable) -> any Disposable {
    GroupDisposable([first, second])
  }

  /// A disposable that disposes all three, in order; every caller waits, as with
  /// ``create(_:_:)``.
  public static func create(
    _ first: any Disposable, _ second: any Disposable, _ third: any Disposable
  ) -> any Disposable {
    GroupDisposable([first, second, third])
  }

  /// A disposable that disposes every one of `disposables`, in order; every caller waits, as
  /// with ``create(_:_:)``.
  public static func create(_ disposables: [any Disposable]) -> any Disposable {
    GroupDisposable(disposables)
  }
}

/// Disposes a fixed group of disposables, for every caller: one that comes while the first is
/// still disposing disposes them again, which waits where they deliver (see `Sink`). The group
/// is let go of once the first caller has finished.
final class GroupDisposable: Disposable {
  private struct State {
    var members: [any Disposable]
    var isDisposed = false
  }

  private let state: Locked<State>

  init(_ members: [any Disposable]) {
    state = Locked(State(members: members))
  }

  func dispose() {
    let (members, isFirst) = state.withLock { state in
      defer { state.isDisposed = true }
      return (state.members, !state.isDisposed)
    }
    for member in members { member.dispose() }
    if isFirst { state.withLock { $0.members = [] } }
  }
}

/// A disposable with nothing to release.
struct NopDisposable: Disposable {
  func dispose() {}
}

/// Runs an action once, on first disposal.
///
/// The first disposer wins an atomic flag and is the only thread that then touches `action`:
/// no lock object and no mutex per disposable (`Disposables.create { }` runs on every
/// subscription that `Observable.create` makes).
final class ActionDisposable: Cancelable {
  private let disposed = Atomic<Bool>(false)
  // Written at init, then only by the thread that set `disposed`.
  @exclusivity(unchecked) private var action: (() -> Void)?
  private let hop: MainActorHop?

  init(_ action: @escaping () -> Void, hop: MainActorHop? = nil) {
    self.action = action
    self.hop = hop
  }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    // Let go of the action (and what it captured) before running it; it may dispose other
    // things.
    guard let pending = action else { return }
    action = nil
    if let hop {
      hop.run((), { _ in pending() })
    } else {
      pending()
    }
  }
}

// The action is read and cleared only by the one thread that set `disposed`, so it runs
// once. An action written in main-actor code runs on the main thread (`hop`); one written in
// nonisolated code runs on the disposing thread, which is RxSwift's contract for it.
extension ActionDisposable: @unchecked Sendable {}

/// A disposable that can be checked for having been disposed.
public final class BooleanDisposable: Disposable {
  private let disposed: Atomic<Bool>

  /// Creates a disposable that is not yet disposed.
  public init() {
    disposed = Atomic(false)
  }

  /// Creates a disposable that is disposed already if `isDisposed` is true, as in RxSwift.
  public init(isDisposed: Bool) {
    disposed = Atomic(isDisposed)
  }

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the disposable disposed.
  public func dispose() { disposed.store(true, ordering: .releasing) }
}
