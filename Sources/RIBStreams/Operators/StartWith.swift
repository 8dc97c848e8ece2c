extension ObservableType {
  /// Emits `elements` first, in order, then the sequence's own values.
  ///
  /// The elements are emitted at once, while subscribing, not in turns of the
  /// ``CurrentThreadScheduler`` as `of` would: as in RxSwift.
  public func startWith(_ elements: Element...) -> Observable<Element> {
    startWith(contentsOf: elements)
  }

  /// Emits `elements` first, in order, then the sequence's own values.
  func startWith(contentsOf elements: [Element]) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      for element in elements {
        guard !sink.isStopped else { return }
        sink.on(.next(element))
      }
      source.subscribeHandler(sink.on, into: sink.upstream)
    })
  }
}
