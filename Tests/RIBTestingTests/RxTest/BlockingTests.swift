import Dispatch
import RIBStreams
import RIBTesting
import Testing

@Suite struct BlockingTests {
  @Test func collectsTheValuesOfASequenceThatEnds() throws {
    let numbers = Observable.of(1, 2, 3)
    #expect(try numbers.toBlocking().toArray() == [1, 2, 3])
    #expect(try numbers.toBlocking().first() == 1)
    #expect(try numbers.toBlocking().last() == 3)
    #expect(try Observable.just(7).toBlocking().single() == 7)
    #expect(try Observable<Int>.empty().toBlocking().first() == nil)
  }

  @Test func singleThrowsForNoneOrMoreThanOne() {
    #expect(throws: RxError.self) { try Observable<Int>.empty().toBlocking().single() }
    #expect(throws: RxError.self) { try Observable.of(1, 2).toBlocking().single() }
    #expect((try? Observable.of(1, 2).toBlocking().single { $0 == 2 }) == 2)
  }

  @Test func singleStopsAtTheSecondValueOfAnEndlessSequence() {
    let endless = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create()
    }
    #expect(throws: RxError.self) { try endless.toBlocking(timeout: 30).single() }
    #expect(throws: TimeTestError.self) {
      try endless.toBlocking(timeout: 30).single { _ in throw TimeTestError() }
    }
  }

  @Test func singleAsksThePredicateNothingOnceItsAnswerIsKnown() {
    var asked: [Int] = []
    #expect(throws: RxError.self) {
      try Observable.of(42, 43, 44, 45).toBlocking().single { value in
        asked.append(value)
        return value >= 43
      }
    }
    #expect(asked == [42, 43, 44])
    asked = []
    #expect(throws: TimeTestError.self) {
      try Observable.of(1, 2, 3).toBlocking().single { value in
        asked.append(value)
        throw TimeTestError()
      }
    }
    #expect(asked == [1])
  }

  @Test func rethrowsTheSequencesErrorAndMaterializesIt() {
    let failing = Observable.of(1).concatError(TimeTestError())
    #expect(throws: TimeTestError.self) { try failing.toBlocking().toArray() }
    guard case .failed(let elements, let error) = failing.toBlocking().materialize() else {
      Issue.record("expected a failure")
      return
    }
    #expect(elements == [1])
    #expect(error as? TimeTestError == TimeTestError())
    guard case .completed(let values) = Observable.of(4, 5).toBlocking().materialize() else {
      Issue.record("expected a completion")
      return
    }
    #expect(values == [4, 5])
  }

  @Test func timesOutOnASequenceThatDoesNotEnd() {
    #expect(throws: RxError.self) {
      try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()
    }
  }

  @Test func firstReturnsAtTheFirstValueOfAnEndlessSequence() throws {
    let values = BehaviorSubject(value: 3)
    #expect(try values.toBlocking(timeout: 5).first() == 3)
  }

  @Test func waitsForValuesFromAnotherThread() throws {
    let result = try Observable<Int>.timer(
      .milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
    ).toBlocking(timeout: 10).toArray()
    #expect(result == [0])
  }

  @MainActor
  @Test func onTheMainThreadItRunsTheMainThreadsWorkWhileItWaits() throws {
    // Delivered through the main queue: waiting without running it would never end.
    let source = Observable.of(1, 2)
      .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
      .observe(on: MainScheduler.asyncInstance)
    #expect(try source.toBlocking(timeout: 10).toArray() == [1, 2])
  }
}

extension ObservableType {
  /// This sequence followed by `error`.
  fileprivate func concatError(_ error: any Error) -> Observable<Element> {
    let source = asObservable()
    return Observable.create { observer in
      source.subscribe { event in
        switch event {
        case .next: observer.on(event)
        case .error: observer.on(event)
        case .completed: observer.onError(error)
        }
      }
    }
  }
}

/// A blocking wait from inside a turn of the `CurrentThreadScheduler` (an observer of `of`, or
/// of any operator subscribed outermost) subscribes in a run of that scheduler of its own, so
/// the values it waits for are not queued behind the turn that waits. (RxBlocking hangs here:
/// its subscription runs inside the turn.)
@Suite struct BlockingInsideATurnTests {
  @Test func toBlockingFromAnObserverOfOfGetsTheValues() {
    var result: Result<[Int], any Error>?
    _ = Observable.of(0).subscribe(onNext: { _ in
      result = Result { try Observable.of(1, 2).toBlocking(timeout: 1).toArray() }
    })
    #expect((try? result?.get()) == [1, 2])
  }
}
