extension ObservableType {
  /// Combines each value of this sequence with the latest value of `second`, by
  /// `resultSelector`; values that arrive before `second` has emitted are dropped.
  ///
  /// `second` is subscribed first. Completes when this sequence completes (not when `second`
  /// does); fails when either fails.
  ///
  /// ```swift
  /// submitTaps
  ///   .withLatestFrom(nameRelay) { _, name in name }
  ///   .subscribe(onNext: { name in listener?.submit(name) })
  /// ```
  public func withLatestFrom<Second: ObservableConvertibleType, Result>(
    _ second: Second,
    resultSelector: @escaping (Element, Second.Element) throws -> Result,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Result> {
    let first = deliveringOnMainActor(ifWrittenIn: isolation)
    let second = second.asObservable()
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let drain = SerialDrain()
      let latest = LatestValue<Second.Element>()
      let secondSubscription = SingleAssignmentDisposable()
      let firstSubscription = SingleAssignmentDisposable()
      sink.setUpstream(Disposables.create(firstSubscription, secondSubscription))
      second.subscribeHandler(
        { event in
          drain.run {
            switch event {
            case .next(let value): latest.value = value
            case .error(let error): sink.on(.error(error))
            case .completed: break
            }
          }
        }, into: secondSubscription)
      first.subscribeHandler(
        { event in
          drain.run {
            switch event {
            case .next(let element):
              guard !sink.isStopped, let value = latest.value else { return }
              do { sink.on(.next(try resultSelector(element, value))) } catch {
                sink.on(.error(error))
              }
            case .error(let error): sink.on(.error(error))
            case .completed: sink.on(.completed)
            }
          }
        }, into: firstSubscription)
    })
  }

  /// Emits, for each value of this sequence, the latest value of `second`; see
  /// ``withLatestFrom(_:resultSelector:isolation:)``.
  public func withLatestFrom<Second: ObservableConvertibleType>(
    _ second: Second
  ) -> Observable<
    Second.Element
  > {
    withLatestFrom(second, resultSelector: { $1 }, isolation: nil)
  }
}

/// The latest value of a sequence; touched only inside an operator's drain.
final class LatestValue<Value> {
  var value: Value?
  init() {}
}
