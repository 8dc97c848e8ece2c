extension ObservableConvertibleType {
  /// The sequence as RxSwift's `values` gives it: an `AsyncThrowingStream`, for code that names
  /// that type (`func scores() -> AsyncThrowingStream<Int, Error> { store.scores.values }`) or
  /// whose elements are not `Sendable`.
  ///
  /// Where neither holds, `values` is ``ObservableValues``, which also stops a cancelled loop
  /// from receiving what was buffered before the cancellation; this stream, as RxSwift's, hands
  /// the loop what it buffered until the loop asks again. Creating it subscribes; values that
  /// arrive faster than the loop takes them are buffered. The observable's error ends the loop
  /// with that error, its completion ends it normally, and a subscription ended otherwise (the
  /// source disposed it) ends it with `CancellationError`. Cancelling the loop's task, or
  /// dropping the stream, disposes the subscription.
  ///
  /// ```swift
  /// func scores() -> AsyncThrowingStream<Int, Error> {
  ///   scoreStream.score.values
  /// }
  /// ```
  @_disfavoredOverload
  public var values: AsyncThrowingStream<Element, any Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      // A second `finish` is ignored, so the disposal that follows a terminal event changes
      // nothing, and one that comes first ends the loop as RxSwift's does.
      let subscription = source.subscribe(
        onNext: { element in
          // The element goes to the loop's task as RxSwift's stream hands it over; an element
          // that is not `Sendable` is the caller's to keep unshared, as it was with RxSwift.
          nonisolated(unsafe) let handedOver = element
          continuation.yield(handedOver)
        },
        onError: { continuation.finish(throwing: $0) },
        onCompleted: { continuation.finish() },
        onDisposed: { continuation.finish(throwing: CancellationError()) })
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }
}
