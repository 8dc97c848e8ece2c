extension ObservableType {
  /// Emits `elements` first, in order, then the sequence's own values.
  public func startWith(_ elements: Element...) -> Observable<Element> {
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
