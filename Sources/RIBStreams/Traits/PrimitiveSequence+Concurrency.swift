import RIBSupport

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
  /// The `Single`'s value, awaited: its failure is thrown; cancelling the task disposes the
  /// subscription and throws `CancellationError`, as in RxSwift.
  ///
  /// ```swift
  /// let profile = try await service.profile().value
  /// ```
  public var value: Element {
    get async throws {
      guard let element = try await source.firstOutcome() else { throw RxError.noElements }
      return element
    }
  }

  /// A `Single` of what `work` returns (or throws), run in a new task for each subscriber
  /// (detached if `detached`); disposing the subscription cancels the task.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false, priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    Single(
      unchecked: Observable.create { observer in
        let operation: @Sendable () async -> Void = {
          do {
            let element = try await work()
            observer.onNext(element)
            observer.onCompleted()
          } catch {
            observer.onError(error)
          }
        }
        let task =
          detached
          ? Task.detached(priority: priority, operation: operation)
          : Task(priority: priority, operation: operation)
        return Disposables.create { task.cancel() }
      })
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
  /// The `Maybe`'s value, awaited, or `nil` if it completes without one: its failure is
  /// thrown; cancelling the task disposes the subscription and throws `CancellationError`.
  public var value: Element? {
    get async throws { try await source.firstOutcome() }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Awaits the completion: its failure is thrown; cancelling the task disposes the
  /// subscription and throws `CancellationError`.
  public var value: Void {
    get async throws { _ = try await source.firstOutcome() }
  }
}

extension InfallibleType where Element: Sendable {
  /// The values, as an asynchronous sequence that never throws, as in RxSwift.
  public var values: AsyncStream<Element> {
    let source = source
    return AsyncStream { continuation in
      let subscription = source.subscribe(
        onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() },
        isolation: nil)
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }
}

extension Observable where Element: Sendable {
  /// The first value, or `nil` if the sequence completes without one; its error is thrown.
  /// Cancelling the awaiting task throws `CancellationError` unless the sequence ended first
  /// (one that ends while being subscribed to ends the wait, as in RxSwift).
  ///
  /// The cancellation handler only resumes the wait: the task runtime holds the task's lock
  /// while it runs, and a disposal there could wait for a delivery that needs that lock to
  /// resume the task. The subscription is disposed once the wait is over, by the awaiting task.
  func firstOutcome() async throws -> Element? {
    let subscription = SingleAssignmentDisposable()
    defer { subscription.dispose() }
    let wait = Locked(FirstOutcomeWait<Element>())
    // Taken under the lock, resumed after it: only the first outcome counts.
    let resume = { (outcome: Result<Element?, any Error>) in
      wait.withLock { wait in
        defer { wait.continuation = nil }
        return wait.continuation
      }?.resume(with: outcome)
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        wait.withLock { $0.continuation = continuation }
        subscription.setDisposable(
          subscribe(
            onNext: { resume(.success($0)) }, onError: { resume(.failure($0)) },
            onCompleted: { resume(.success(nil)) },
            onDisposed: { resume(.failure(CancellationError())) }, isolation: nil))
        // Cancelled before the wait began, and the sequence did not end meanwhile.
        if wait.withLock({ $0.isCancelled }) { resume(.failure(CancellationError())) }
      }
    } onCancel: {
      wait.withLock { wait in
        wait.isCancelled = true
        defer { wait.continuation = nil }
        return wait.continuation
      }?.resume(throwing: CancellationError())
    }
  }
}

/// The state of ``Observable/firstOutcome()``'s wait.
struct FirstOutcomeWait<Element: Sendable> {
  var continuation: CheckedContinuation<Element?, any Error>?
  var isCancelled = false
}
