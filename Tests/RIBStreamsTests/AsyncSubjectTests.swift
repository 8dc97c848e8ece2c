import RIBStreams
import Testing

@Suite struct AsyncSubjectTests {
  @Test func emitsNothingUntilItCompletesThenTheLastValueAndCompletion() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    #expect(recorder.events.isEmpty)
    subject.onCompleted()
    #expect(recorder.events == [.next(2), .completed])
  }

  @Test func completingWithoutAValueEmitsOnlyCompletion() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onCompleted()
    #expect(recorder.events == [.completed])
  }

  @Test func anErrorIsPassedOnWithoutTheValue() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.error(TestError())])
  }

  @Test func aLateSubscriberGetsTheSameEnding() {
    let subject = AsyncSubject<Int>()
    subject.onNext(5)
    subject.onCompleted()
    subject.onNext(6)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.next(5), .completed])
  }

  @Test func aDisposedSubscriberGetsNothingAndHasObserversFollows() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
    subject.onNext(1)
    subject.onCompleted()
    #expect(recorder.events.isEmpty)
  }

  @Test func everyObserverGetsTheValueBeforeAnyGetsTheCompletion() {
    let subject = AsyncSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe { event in
      log.append("first \(event)")
      // Sent while the subject ends: ignored.
      subject.onNext(99)
    }
    _ = subject.subscribe { event in log.append("second \(event)") }
    subject.onNext(1)
    subject.onCompleted()
    #expect(log == ["first next(1)", "second next(1)", "first completed", "second completed"])
  }

  @Test func isASubjectTypeThatIsItsOwnObserver() {
    let subject = AsyncSubject<Int>()
    let observer: AsyncSubject<Int> = subject.asObserver()
    #expect(observer === subject)
    let named: RxSwift.AsyncSubject<Int> = subject
    #expect(named === subject)
  }
}

@Suite struct ReplayRelayTests {
  @Test func replaysTheLastBufferSizeValues() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    for value in 1...4 { relay.accept(value) }
    let recorder = EventRecorder<Int>()
    _ = relay.subscribe(recorder)
    #expect(recorder.values == [3, 4])
    relay.accept(5)
    #expect(recorder.events == [.next(3), .next(4), .next(5)])
  }

  @Test func unboundReplaysEverything() {
    let relay = ReplayRelay<Int>.createUnbound()
    for value in 1...50 { relay.accept(value) }
    let recorder = EventRecorder<Int>()
    _ = relay.asObservable().subscribe(recorder)
    #expect(recorder.values == Array(1...50))
  }

  @Test func theModuleNamespaceNamesIt() {
    let relay: RxRelay.ReplayRelay<String> = .create(bufferSize: 0)
    relay.accept("dropped")
    let recorder = EventRecorder<String>()
    _ = relay.subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }
}
