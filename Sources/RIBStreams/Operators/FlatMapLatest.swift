extension ObservableType {
  /// Maps each value to an inner sequence and emits the values of the most recent one only;
  /// subscribing to a new inner sequence ends the previous one.
  ///
  /// Completes when the source and the current inner sequence have both completed; fails as
  /// soon as either fails.
  ///
  /// ```swift
  /// selectedPlayer
  ///   .flatMapLatest { player in scoreService.scores(of: player) }
  ///   .subscribe(onNext: { print($0) })
  /// ```
  ///
  /// `@inlinable`, so that it is specialised where it is used.
  @inlinable
  public func flatMapLatest<Inner: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Inner, isolation: (any Actor)? = #isolation
  ) -> Observable<Inner.Element> {
    let source = deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let state = FlatMapLatestState()
      let inner = SerialDisposable()
      let outer = SingleAssignmentDisposable()
      // Inner sequences are subscribed after the callback that decided on them (see
      // `SubscribeLoop`), so what one emits while being subscribed is delivered at once, as in
      // RxSwift, not queued behind that callback.
      let loop = SubscribeLoop()
      // Outer and inner events reach `state`, the selector and the subscriber one at a time,
      // from whichever thread delivers, without a lock held around any of them. Set before
      // the first event; the cycle through it ends when the serializer stops and lets go of
      // its closure.
      var serializer: Serializer<FlatMapLatestInput<Element, Inner.Element>>?
      let delivery = Serializer<FlatMapLatestInput<Element, Inner.Element>> { input in
        switch input {
        case .outer(.next(let element)):
          let next: Observable<Inner.Element>
          do { next = try selector(element).asObservable() } catch {
            sink.on(.error(error))
            return false
          }
          let generation = state.startInner()
          let target = serializer
          let subscription = SingleAssignmentDisposable()
          // Disposes the previous inner before the next one is subscribed, as RxSwift does.
          inner.disposable = subscription
          loop.schedule {
            // A later value, a failure or a disposal came first: RxSwift would not subscribe.
            guard !subscription.isDisposed, !sink.isStopped else { return }
            next.subscribeHandler(
              { innerEvent in
                target?.send(.inner(generation, innerEvent))
                loop.run()
              }, into: subscription)
          }
        case .outer(.error(let error)):
          sink.on(.error(error))
        case .outer(.completed):
          if state.finishOuter() { sink.on(.completed) }
        case .inner(let generation, let innerEvent):
          guard state.isCurrent(generation) else { break }
          switch innerEvent {
          case .next, .error: sink.on(innerEvent)
          case .completed:
            if state.finishInner() { sink.on(.completed) }
          }
        }
        return !sink.isStopped
      }
      serializer = delivery
      sink.setUpstream(
        StopThenDispose(serializer: delivery, disposable: Disposables.create(outer, inner)))
      source.subscribeHandler(
        { event in
          delivery.send(.outer(event))
          loop.run()
        }, into: outer)
    })
  }
}

/// What reaches a `flatMapLatest`'s serializer: an event of the outer sequence, or one of the
/// inner sequence started at `generation`.
@usableFromInline
enum FlatMapLatestInput<Outer, Inner> {
  case outer(Event<Outer>)
  case inner(UInt64, Event<Inner>)
}

/// Which inner sequence is current and what has completed; touched by the one thread
/// delivering the operator's events.
@usableFromInline
final class FlatMapLatestState {
  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var innerActive = false
  @usableFromInline var outerDone = false

  @inlinable
  init() {}

  @inlinable
  func startInner() -> UInt64 {
    generation &+= 1
    innerActive = true
    return generation
  }

  @inlinable
  func isCurrent(_ candidate: UInt64) -> Bool { candidate == generation }

  /// Returns `true` when the whole operator is done.
  @inlinable
  func finishInner() -> Bool {
    innerActive = false
    return outerDone
  }

  /// Returns `true` when the whole operator is done.
  @inlinable
  func finishOuter() -> Bool {
    outerDone = true
    return !innerActive
  }
}
