extension SharedSequence where Element: Sendable {
  /// The values, as an asynchronous sequence that never throws, as RxCocoa's. Creating it
  /// subscribes; cancelling the iterating task disposes the subscription, and the sequence's
  /// completion ends the loop.
  ///
  /// ```swift
  /// for await title in titles.values { label.text = title }
  /// ```
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
