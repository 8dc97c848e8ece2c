extension SharedSequence where Element: Sendable {
  /// The values, as an asynchronous sequence that never throws, as RxCocoa's. Creating it
  /// subscribes; cancelling the iterating task disposes the subscription, and the sequence's
  /// completion ends the loop. On the main actor, as RxCocoa's (where `drive` must be called
  /// on the main thread), so code ported from it awaits it alike.
  ///
  /// ```swift
  /// for await title in titles.values { label.text = title }
  /// ```
  @preconcurrency @MainActor public var values: AsyncStream<Element> {
    let source = source
    return AsyncStream { continuation in
      let subscription = source.subscribe(
        onNext: { continuation.yield($0) }, onCompleted: { continuation.finish() },
        isolation: nil)
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }
}
