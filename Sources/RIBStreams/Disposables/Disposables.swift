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
  /// `isolation` records which; leave it to its default.
  public static func create(
    with dispose: @escaping () -> Void, isolation: (any Actor)? = #isolation
  ) -> any Disposable {
    ActionDisposable(dispose, hop: MainActorHop.forClosures(writtenIn: isolation))
  }

  /// A disposable that disposes both.
  public static func create(_ first: any Disposable, _ second: any Disposable) -> any Disposable {
    ActionDisposable {
      first.dispose()
      second.dispose()
    }
  }

  /// A disposable that disposes all three.
  public static func create(
    _ first: any Disposable, _ second: any Disposable, _ third: any Disposable
  ) -> any Disposable {
    ActionDisposable {
      first.dispose()
      second.dispose()
      third.dispose()
    }
  }

  /// A disposable that disposes every one of `disposables`, in order.
  public static func create(_ disposables: [any Disposable]) -> any Disposable {
    ActionDisposable { disposables.forEach { $0.dispose() } }
  }
}

/// A disposable with nothing to release.
struct NopDisposable: Disposable {
  func dispose() {}
}

/// Runs an action once, on first disposal.
final class ActionDisposable: Disposable {
  private let action: Locked<(() -> Void)?>
  private let hop: MainActorHop?

  init(_ action: @escaping () -> Void, hop: MainActorHop? = nil) {
    self.action = Locked(action)
    self.hop = hop
  }

  func dispose() {
    // Taken out under the lock, run outside it: the action may dispose other things.
    let pending = action.withLock { action -> (() -> Void)? in
      defer { action = nil }
      return action
    }
    guard let pending else { return }
    if let hop {
      hop.run((), { _ in pending() })
    } else {
      pending()
    }
  }
}

// The action is taken out under the lock, so it runs once. An action written in main-actor
// code runs on the main thread (`hop`); one written in nonisolated code runs on the disposing
// thread, which is RxSwift's contract for it.
extension ActionDisposable: @unchecked Sendable {}

/// A disposable that can be checked for having been disposed.
public final class BooleanDisposable: Disposable {
  private let disposed = Atomic<Bool>(false)

  /// Creates a disposable that is not yet disposed.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the disposable disposed.
  public func dispose() { disposed.store(true, ordering: .releasing) }
}
