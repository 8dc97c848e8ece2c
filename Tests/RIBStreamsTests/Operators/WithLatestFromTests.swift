import RIBStreams
import Testing

@Suite struct WithLatestFromTests {
  @Test func combinesEachValueWithTheLatestOfTheOther() {
    let taps = PublishSubject<Int>()
    let names = PublishSubject<String>()
    let recorder = EventRecorder<String>()
    let subscription = taps.withLatestFrom(names) { "\($0)\($1)" }.subscribe(recorder)
    defer { subscription.dispose() }
    taps.onNext(0)
    names.onNext("a")
    names.onNext("b")
    taps.onNext(1)
    taps.onNext(2)
    #expect(recorder.values == ["1b", "2b"])
  }

  @Test func theShortFormEmitsTheOthersValue() {
    let taps = PublishSubject<Void>()
    let name = BehaviorSubject(value: "ann")
    let recorder = EventRecorder<String>()
    let subscription = taps.withLatestFrom(name).subscribe(recorder)
    defer { subscription.dispose() }
    taps.onNext(())
    #expect(recorder.values == ["ann"])
  }

  @Test func completesWithTheFirstNotTheSecond() {
    let taps = PublishSubject<Int>()
    let names = PublishSubject<String>()
    let recorder = EventRecorder<String>()
    _ = taps.withLatestFrom(names).subscribe(recorder)
    names.onNext("a")
    names.onCompleted()
    taps.onNext(1)
    #expect(recorder.events == [.next("a")])
    taps.onCompleted()
    #expect(recorder.events == [.next("a"), .completed])
  }

  @Test func failsWhenEitherFails() {
    let taps = PublishSubject<Int>()
    let names = PublishSubject<String>()
    let recorder = EventRecorder<String>()
    _ = taps.withLatestFrom(names).subscribe(recorder)
    names.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
    #expect(!taps.hasObservers)
  }

  @Test func disposingMidStreamUnsubscribesBoth() {
    let taps = PublishSubject<Int>()
    let names = PublishSubject<String>()
    let subscription = taps.withLatestFrom(names).subscribe(onNext: { _ in })
    subscription.dispose()
    #expect(!taps.hasObservers && !names.hasObservers)
  }

  @Test func aValueSentFromInsideTheSubscriberSeesTheUpdatedLatest() {
    let taps = PublishSubject<Int>()
    let names = BehaviorSubject(value: "a")
    var log: [String] = []
    let subscription = taps.withLatestFrom(names) { "\($0)\($1)" }.subscribe(onNext: { value in
      log.append(value)
      if value == "1a" {
        names.onNext("b")
        taps.onNext(2)
      }
    })
    defer { subscription.dispose() }
    taps.onNext(1)
    #expect(log == ["1a", "2b"])
  }
}
