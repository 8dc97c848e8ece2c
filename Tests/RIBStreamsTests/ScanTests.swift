import RIBStreams
import Testing

@Suite struct ScanTests {
  @Test func emitsTheRunningAccumulation() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).scan(10) { $0 + $1 }.subscribe(recorder)
    #expect(recorder.events == [.next(11), .next(13), .next(16), .completed])
  }

  @Test func scanIntoMutatesInPlace() {
    let recorder = EventRecorder<[String]>()
    _ = Observable.of("a", "b").scan(into: [String]()) { $0.append($1) }.subscribe(recorder)
    #expect(recorder.values == [["a"], ["a", "b"]])
  }

  @Test func eachSubscriptionStartsFromTheSeed() {
    let subject = PublishSubject<Int>()
    let sums = subject.scan(0, accumulator: +)
    let first = EventRecorder<Int>()
    let subscription1 = sums.subscribe(first)
    subject.onNext(1)
    let second = EventRecorder<Int>()
    let subscription2 = sums.subscribe(second)
    subject.onNext(2)
    #expect(first.values == [1, 3])
    #expect(second.values == [2])
    subscription1.dispose()
    subscription2.dispose()
  }

  @Test func passesErrorsOn() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).scan(0, accumulator: +).subscribe(recorder)
    #expect(recorder.events == [.error(TestError())])
  }

  @Test func throwingAccumulatorEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.scan(0) { sum, value in
      if value == 2 { throw TestError("scan") }
      return sum + value
    }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .error(TestError("scan"))])
    #expect(!subject.hasObservers)
  }

  @Test func throwingScanIntoEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.scan(into: 0) { sum, value in
      if value == 2 { throw TestError("scanInto") }
      sum += value
    }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    #expect(recorder.events == [.next(1), .error(TestError("scanInto"))])
    #expect(!subject.hasObservers)
  }
}
