import RIBStreams
import Testing

@Suite struct StartWithTests {
  @Test func emitsThePrefixFirst() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.startWith(1, 2).subscribe(recorder)
    #expect(recorder.values == [1, 2])
    subject.onNext(3)
    subject.onCompleted()
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func prefixComesBeforeABehaviorRelaysCurrentValue() {
    let relay = BehaviorRelay(value: 10)
    let recorder = EventRecorder<Int>()
    let subscription = relay.startWith(0).subscribe(recorder)
    #expect(recorder.values == [0, 10])
    subscription.dispose()
  }

  @Test func chainedStartWithsPrependInReverseOrder() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(3).startWith(2).startWith(1).subscribe(recorder)
    #expect(recorder.values == [1, 2, 3])
  }

  @Test func disposingTheResultDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let subscription = subject.startWith(0).subscribe()
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func takeWithinThePrefixNeverSubscribesUpstream() {
    let subject = PublishSubject<Int>()
    var subscribed = false
    let recorder = EventRecorder<Int>()
    _ = subject.do(onSubscribe: { subscribed = true }).startWith(1, 2).take(1).subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
    #expect(!subscribed)
    #expect(!subject.hasObservers)
  }
}
