import RIBSupport

extension PrimitiveSequence where Trait == SingleTrait, Element: Sendable {
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

extension PrimitiveSequence where Trait == MaybeTrait, Element: Sendable {
  /// The `Maybe`'s value, awaited, or `nil` if it completes without one: its failure is
  /// thrown; cancelling the task disposes the subscription and throws `CancellationError`.
  public var value: Element? {
    get async throws { try await source.firstOutcome() }
  }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
  /// Awaits the completion: its failure is thrown; cancelling the task disposes the
  /// subscription and throws `CancellationError`.
  public var value: Void {
    get async throws { _ = try await source.firstOutcome() }
  }
}

extension Infallible where Element: Sendable {
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
  /// Cancelling the awaiting task disposes the subscription, and throws `CancellationError`
  /// unless the sequence ended first (a sequence that ends while being subscribed to ends the
  /// wait, as in RxSwift).
  func firstOutcome() async throws -> Element? {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let waiting = Locked<CheckedContinuation<Element?, any Error>?>(continuation)
        // Taken under the lock, resumed after it: only the first outcome counts.
        let resume = { (outcome: Result<Element?, any Error>) in
          waiting.withLock { waiting in
            defer { waiting = nil }
            return waiting
          }?.resume(with: outcome)
        }
        subscription.setDisposable(
          subscribe(
            onNext: { resume(.success($0)) }, onError: { resume(.failure($0)) },
            onCompleted: { resume(.success(nil)) },
            onDisposed: { resume(.failure(CancellationError())) }, isolation: nil))
      }
    } onCancel: {
      subscription.dispose()
    }
  }
}
