import RIBStreams

extension RouterScope {
  /// `lifecycle` as an `AsyncSequence`: `didLoad` once the router has
  /// loaded (at once if it already has); it ends when the router is deallocated.
  ///
  /// ```swift
  /// for await event in router.lifecycleSequence where event == .didLoad {
  ///   print("loaded")
  /// }
  /// ```
  ///
  /// The sequence subscribes when it is made. It does not keep the router alive; ending the
  /// loop or cancelling its task ends the subscription.
  public var lifecycleSequence: AsyncStream<RouterLifecycle> {
    let source = lifecycle
    return AsyncStream { continuation in
      let subscription = source.subscribe(
        onNext: { continuation.yield($0) },
        onError: { _ in continuation.finish() },
        onCompleted: { continuation.finish() })
      continuation.onTermination = { _ in subscription.dispose() }
    }
  }
}
