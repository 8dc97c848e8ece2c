import RIBStreams

/// Records what an observable emits, for as long as the recorder lives (or until `dispose()`).
final class StreamRecorder<Element> {
  private(set) var values: [Element] = []
  private(set) var isCompleted = false
  private(set) var isDisposed = false
  private var subscription: (any Disposable)?

  init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
    subscription = source.subscribe(
      onNext: { [weak self] in self?.values.append($0) },
      onCompleted: { [weak self] in self?.isCompleted = true },
      onDisposed: { [weak self] in self?.isDisposed = true })
  }

  func dispose() { subscription?.dispose() }

  deinit { subscription?.dispose() }
}
