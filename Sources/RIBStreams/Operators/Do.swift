extension ObservableType {
  /// Runs side effects for the sequence's events and lifecycle, passing everything on.
  ///
  /// `onSubscribe` runs before subscribing upstream; `onDispose` runs when the subscription
  /// ends, whether by disposal or after a terminal event.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let source = deliveringOnMainActor(ifWrittenIn: isolation)
    let hop = MainActorHop.isMainActor(isolation)
    return Producer(early: { downstream, slot in
      onSubscribe?()
      var onDispose = onDispose
      if hop, let wrapped = onDispose {
        let hop = MainActorHop()
        onDispose = { hop.run((), { _ in wrapped() }) }
      }
      let sink = Sink(downstream, onDispose: onDispose)
      slot.setSink(sink)
      source.subscribeHandler(
        { event in
          do {
            switch event {
            case .next(let element): try onNext?(element)
            case .error(let error): try onError?(error)
            case .completed: try onCompleted?()
            }
            sink.on(event)
          } catch {
            sink.on(.error(error))
          }
        }, into: sink.upstream)
    })
  }
}
