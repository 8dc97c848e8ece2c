extension ObservableType where Element: Sendable {
  /// The sequence as an `AsyncThrowingStream`, for `for try await` loops.
  ///
  /// Iterating subscribes; ending the loop, cancelling its task or dropping the iterator
  /// disposes the subscription. Values emitted faster than the loop consumes them are buffered.
  ///
  /// ```swift
  /// for try await score in scoreStream.score.values {
  ///   print(score)
  /// }
  /// ```
  public var values: AsyncThrowingStream<Element, any Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      let subscription = source.subscribe { event in
        switch event {
        case .next(let element): continuation.yield(element)
        case .error(let error): continuation.finish(throwing: error)
        case .completed: continuation.finish()
        }
      }
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }
}

extension PublishRelay where Element: Sendable {
  /// The relay as an `AsyncStream`, which, like the relay, never fails.
  public var values: AsyncStream<Element> { relayValues(of: asObservable()) }
}

extension BehaviorRelay where Element: Sendable {
  /// The relay as an `AsyncStream`, starting with the current value.
  public var values: AsyncStream<Element> { relayValues(of: asObservable()) }
}

private func relayValues<Element: Sendable>(of source: Observable<Element>) -> AsyncStream<Element>
{
  AsyncStream { continuation in
    let subscription = source.subscribe(onNext: { continuation.yield($0) })
    continuation.onTermination = { _ in subscription.dispose() }
  }
}

extension Observable {
  /// An observable that iterates `sequence` in a new task for each subscriber.
  ///
  /// Values are emitted from that task; the sequence's end completes the observable and its
  /// error fails it. Disposing the subscription cancels the task.
  ///
  /// ```swift
  /// let ticks = Observable.from(asyncSequence: clock.ticks)
  /// ```
  public static func from<Values: AsyncSequence & Sendable>(
    asyncSequence sequence: Values
  ) -> Observable<Element> where Values.Element == Element {
    create { observer in
      let task = Task {
        do {
          for try await element in sequence {
            observer.onNext(element)
          }
          observer.onCompleted()
        } catch is CancellationError {
          // Cancelled by disposal: the subscriber is gone, there is no one to tell.
        } catch {
          observer.onError(error)
        }
      }
      return Disposables.create { task.cancel() }
    }
  }
}
