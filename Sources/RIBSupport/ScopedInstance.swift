/// A value with a process-wide default that a task can override for the code it runs: the
/// pattern behind `Diagnostics`' handler, `LeakDetector.instance` and RIBTesting's
/// `TestFailureReporter`, kept in one place.
///
/// The installed value is read under a lock and may be replaced from any thread; the scoped one
/// is a task-local, so it follows the task (and the synchronous calls it makes) and ends with
/// the scope.
package final class ScopedInstance<Value: Sendable>: Sendable {
  private let installed: Locked<Value>
  private let scoped = TaskLocal<Value?>(wrappedValue: nil)

  /// A value whose process-wide default is `initial`.
  package init(_ initial: Value) {
    installed = Locked(initial)
  }

  /// The value in force: the one scoped to the current task, else the installed one.
  package var current: Value {
    scoped.get() ?? installed.withLock { $0 }
  }

  /// The value scoped to the current task, if any.
  package var scopedValue: Value? { scoped.get() }

  /// Replaces the process-wide value and returns the previous one.
  package func install(_ value: Value) -> Value {
    installed.withLock { current in
      defer { current = value }
      return current
    }
  }

  /// Runs `operation` with `value` in force for the current task.
  package func withValue<R>(_ value: Value, operation: () throws -> R) rethrows -> R {
    try scoped.withValue(value, operation: operation)
  }

  /// Like ``withValue(_:operation:)``, for asynchronous work.
  package func withValue<R>(
    _ value: Value, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await scoped.withValue(value, operation: operation, isolation: isolation)
  }
}
