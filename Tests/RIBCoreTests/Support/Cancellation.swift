/// Suspends until the current task is cancelled; returns at once if it already is. No clock:
/// iterating a stream that never yields ends only on cancellation.
func suspendUntilCancelled() async {
  let (stream, continuation) = AsyncStream<Void>.makeStream()
  for await _ in stream {}
  continuation.finish()
}

/// Records, from inside a task's operation, that it started and whether it saw cancellation.
@MainActor
final class OperationProbe {
  private(set) var started = false
  private(set) var sawCancellation: Bool?
  private let (startedStream, startedContinuation) = AsyncStream<Void>.makeStream()
  private let (endedStream, endedContinuation) = AsyncStream<Void>.makeStream()

  /// Marks the operation started, then suspends until its task is cancelled.
  func runUntilCancelled() async {
    started = true
    startedContinuation.yield()
    await suspendUntilCancelled()
    sawCancellation = Task.isCancelled
    endedContinuation.yield()
  }

  /// Like ``runUntilCancelled()``, then throws the cancellation.
  func runUntilCancelledThrowing() async throws {
    await runUntilCancelled()
    try Task.checkCancellation()
  }

  /// Waits until the operation has seen its cancellation.
  func waitUntilEnded() async {
    var iterator = endedStream.makeAsyncIterator()
    _ = await iterator.next()
  }

  /// Waits until the operation has started.
  func waitUntilStarted() async {
    var iterator = startedStream.makeAsyncIterator()
    _ = await iterator.next()
  }
}

/// The error the throwing tests' operations throw.
struct OperationError: Error, Equatable {}
