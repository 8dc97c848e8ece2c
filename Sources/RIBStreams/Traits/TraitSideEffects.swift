/// The closures of a trait's `do`: RxSwift's traits run some before an event is passed on and
/// some after it, and some around the subscription.
struct TraitSideEffects<Element> {
  var onNext: ((Element) throws -> Void)?
  var afterNext: ((Element) throws -> Void)?
  var onError: ((any Error) throws -> Void)?
  var afterError: ((any Error) throws -> Void)?
  var onCompleted: (() throws -> Void)?
  var afterCompleted: (() throws -> Void)?
  var onSubscribe: (() -> Void)?
  var onSubscribed: (() -> Void)?
  var onDispose: (() -> Void)?
}

extension Observable {
  /// This sequence with `effects` run around its events and its subscription. A closure that
  /// throws ends the sequence with that error (once its event was passed on, for the `after`
  /// closures). The `do` in front moves the events to the main actor when the closures were
  /// written there.
  func sideEffects(
    _ effects: TraitSideEffects<Element>, isolation: (any Actor)?
  ) -> Observable<Element> {
    let source = self.do(onDispose: effects.onDispose, isolation: isolation)
    return Producer(early: { downstream, slot in
      effects.onSubscribe?()
      let sink = Sink(downstream)
      slot.setSink(sink)
      source.subscribeHandler(
        { event in
          do {
            switch event {
            case .next(let element):
              try effects.onNext?(element)
              sink.on(event)
              try effects.afterNext?(element)
            case .error(let error):
              try effects.onError?(error)
              sink.on(event)
              try effects.afterError?(error)
            case .completed:
              try effects.onCompleted?()
              sink.on(event)
              try effects.afterCompleted?()
            }
          } catch {
            sink.on(.error(error))
          }
        }, into: sink.upstream)
      effects.onSubscribed?()
    })
  }
}
