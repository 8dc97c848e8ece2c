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
  public static func create(with dispose: @escaping @Sendable () -> Void) -> any Disposable {
    ActionDisposable(dispose)
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
  private let action: Locked<(@Sendable () -> Void)?>

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Locked(action)
  }

  func dispose() {
    // Taken out under the lock, run outside it: the action may dispose other things.
    let pending = action.withLock { action -> (@Sendable () -> Void)? in
      defer { action = nil }
      return action
    }
    pending?()
  }
}

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
