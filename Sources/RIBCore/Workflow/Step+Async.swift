import RIBStreams

extension Step {
  /// Declares the next step as an async function: once this step has produced its actionable
  /// item and value (and, if the item is an interactor, once that interactor is active), `work`
  /// runs with them in a task on the main actor, and what it returns is the next step's input.
  ///
  /// ```swift
  /// .onAsyncStep { inboxItem, messageID in
  ///   (inboxItem, try await inbox.message(withID: messageID))
  /// }
  /// ```
  ///
  /// Async and observable steps mix freely in one chain. Disposing the workflow's subscription
  /// cancels the task; an error thrown by `work` fails the chain like a failing step observable
  /// (``Workflow/didReceiveError(_:)`` is called, and this step's ``onError(_:)``).
  public final func onAsyncStep<NextActionableItemType, NextValueType>(
    _ work:
      @escaping @MainActor (ActionableItemType, ValueType) async throws -> (
        NextActionableItemType, NextValueType
      )
  ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
    onStep { item, value in asyncStepOutput { try await work(item, value) } }
  }
}

extension Workflow {
  /// Declares the first step as an async function: `work` receives the actionable item the
  /// workflow is subscribed with, runs in a task on the main actor, and returns the next
  /// actionable item and a value.
  ///
  /// ```swift
  /// self.onAsyncStep { rootItem in (rootItem, try await session.restore()) }
  /// ```
  ///
  /// See ``Step/onAsyncStep(_:)`` for cancellation and errors.
  public final func onAsyncStep<NextActionableItemType, NextValueType>(
    _ work:
      @escaping @MainActor (ActionableItemType) async throws -> (
        NextActionableItemType, NextValueType
      )
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    onStep { item in asyncStepOutput { try await work(item) } }
  }
}

/// The output of an async step, as the observable a step returns: `work` starts now, in a task
/// on the main actor; its result (or error) is kept for the step's subscriber, and disposing
/// that subscription cancels the task.
@preconcurrency @MainActor
private func asyncStepOutput<Output>(
  _ work: @escaping @MainActor () async throws -> Output
) -> Observable<Output> {
  // Started here rather than on subscription, which may happen on any thread; a step
  // observable is subscribed at once anyway.
  let output = ReplaySubject<Output>.create(bufferSize: 1)
  let task = Task { @MainActor in
    do {
      output.onNext(try await work())
      output.onCompleted()
    } catch {
      output.onError(error)
    }
  }
  return Observable.create { observer in
    let subscription = output.subscribe(observer)
    return Disposables.create {
      subscription.dispose()
      task.cancel()
    }
  }
}
