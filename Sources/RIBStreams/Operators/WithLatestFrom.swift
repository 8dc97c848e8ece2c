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
  @inlinable
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
      let latest = LatestValue<Second.Element>()
      // `latest` and `resultSelector` are only touched by the one thread delivering, one
      // event at a time, without a lock.
      let serializer = Serializer<EitherSourceEvent<Element, Second.Element>> { input in
        switch input {
        case .second(.next(let value)): latest.value = value
        case .second(.error(let error)), .first(.error(let error)): sink.on(.error(error))
        case .second(.completed): break
        case .first(.next(let element)):
          guard let value = latest.value else { break }
          do { sink.on(.next(try resultSelector(element, value))) } catch {
            sink.on(.error(error))
          }
        case .first(.completed): sink.on(.completed)
        }
        return !sink.isStopped
      }
      let secondSubscription = SingleAssignmentDisposable()
      let firstSubscription = SingleAssignmentDisposable()
      sink.setUpstream(
        StopThenDispose(
          serializer: serializer,
          disposable: Disposables.create(firstSubscription, secondSubscription)))
      second.subscribeHandler({ serializer.send(.second($0)) }, into: secondSubscription)
      first.subscribeHandler({ serializer.send(.first($0)) }, into: firstSubscription)
    })
  }

  /// Emits, for each value of this sequence, the latest value of `second`; see
  /// ``withLatestFrom(_:resultSelector:isolation:)``.
  @inlinable
  public func withLatestFrom<Second: ObservableConvertibleType>(
    _ second: Second
  ) -> Observable<
    Second.Element
  > {
    withLatestFrom(second, resultSelector: { $1 }, isolation: nil)
  }
}

/// The latest value of a sequence; touched only by the thread delivering an operator's events.
@usableFromInline
final class LatestValue<Value> {
  @usableFromInline var value: Value?
  @inlinable init() {}
}
