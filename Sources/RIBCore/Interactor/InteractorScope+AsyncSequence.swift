import RIBStreams

extension InteractorScope {
  /// The activeness as an `AsyncSequence`: the current value, then every change; it ends
  /// when the interactor is deallocated.
  ///
  /// ```swift
  /// for await isActive in interactor.isActiveSequence where !isActive {
  ///   print("deactivated")
  ///   break
  /// }
  /// ```
  ///
  /// The sequence subscribes to `isActiveStream` when it is made, and keeps only the latest
  /// value for a loop that has not taken it yet: a slow loop sees the state now, not every
  /// state in between. It does not keep the interactor alive; ending the loop or cancelling its
  /// task ends the subscription.
  public var isActiveSequence: AsyncStream<Bool> {
    latestValues(of: isActiveStream)
  }
}

extension Working {
  /// `isStarted` as an `AsyncSequence`: the current value, then every change.
  ///
  /// ```swift
  /// for await isStarted in worker.isStartedSequence { print(isStarted) }
  /// ```
  ///
  /// Like `isActiveSequence`, it keeps only the latest value for a loop that
  /// has not taken it yet.
  public var isStartedSequence: AsyncStream<Bool> {
    latestValues(of: isStartedStream)
  }
}

/// A state stream as an `AsyncStream` that buffers only the newest value.
func latestValues<Element: Sendable>(of source: Observable<Element>) -> AsyncStream<Element> {
  AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
    let subscription = source.subscribe(
      onNext: { continuation.yield($0) },
      onError: { _ in continuation.finish() },
      onCompleted: { continuation.finish() })
    continuation.onTermination = { _ in subscription.dispose() }
  }
}
