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
  public func flatMapLatest<Inner: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Inner, isolation: (any Actor)? = #isolation
  ) -> Observable<Inner.Element> {
    let source = deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let lock = DeliveryLock()
      let state = FlatMapLatestState()
      let inner = SerialDisposable()
      let outer = SingleAssignmentDisposable()
      sink.setUpstream(
        DisposeWhenUnlocked(lock: lock, disposable: Disposables.create(outer, inner)))
      source.subscribeHandler(
        { event in
          switch event {
          case .next(let element):
            let next: Observable<Inner.Element>
            do { next = try selector(element).asObservable() } catch {
              return lock.withLock { sink.on(.error(error)) }
            }
            // Once the subscriber has left (possibly from inside an inner delivery on another
            // thread, which then waits for this outer delivery to end), switching would wait
            // for that inner delivery in turn: start nothing. Checked under the lock that
            // inner deliveries hold, so one of the two always sees the other.
            guard let generation = lock.withLock({ sink.isStopped ? nil : state.startInner() })
            else { return }
            inner.disposable = next.subscribeHandler { innerEvent in
              lock.withLock {
                guard state.isCurrent(generation) else { return }
                switch innerEvent {
                case .next: sink.on(innerEvent)
                case .error: sink.on(innerEvent)
                case .completed:
                  if state.finishInner() { sink.on(.completed) }
                }
              }
            }
          case .error(let error):
            lock.withLock { sink.on(.error(error)) }
          case .completed:
            lock.withLock {
              if state.finishOuter() { sink.on(.completed) }
            }
          }
        }, into: outer)
    })
  }
}

/// Which inner sequence is current and what has completed; guarded by the operator's lock.
final class FlatMapLatestState {
  private var generation: UInt64 = 0
  private var innerActive = false
  private var outerDone = false

  func startInner() -> UInt64 {
    generation &+= 1
    innerActive = true
    return generation
  }

  func isCurrent(_ candidate: UInt64) -> Bool { candidate == generation }

  /// Returns `true` when the whole operator is done.
  func finishInner() -> Bool {
    innerActive = false
    return outerDone
  }

  /// Returns `true` when the whole operator is done.
  func finishOuter() -> Bool {
    outerDone = true
    return !innerActive
  }
}
