import RIBStreams
import Testing

@Suite struct MapTests {
  @Test func mapTransformsEachValue() {
    let recorder = EventRecorder<String>()
    _ = Observable.of(1, 2).map { "#\($0)" }.subscribe(recorder)
    #expect(recorder.events == [.next("#1"), .next("#2"), .completed])
  }

  @Test func mapPassesErrorsOn() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.map { $0 + 1 }.subscribe(recorder)
    subject.onNext(1)
    subject.onError(TestError())
    #expect(recorder.events == [.next(2), .error(TestError())])
  }

  @Test func mapThrowingEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    var calls = 0
    _ = subject.map { value -> Int in
      calls += 1
      if value == 2 { throw TestError("map") }
      return value
    }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .error(TestError("map"))])
    #expect(calls == 2)
    #expect(!subject.hasObservers)
  }

  @Test func compactMapDropsNil() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(3), .completed])
  }

  @Test func compactMapPassesErrorsOn() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError()).compactMap { $0 }.subscribe(recorder)
    #expect(recorder.events == [.error(TestError())])
  }

  @Test func compactMapThrowingEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.compactMap { value -> Int? in
      if value == 2 { throw TestError("compactMap") }
      return value
    }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .error(TestError("compactMap"))])
    #expect(!subject.hasObservers)
  }

  @Test func disposingTheResultDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 }.map { $0 }.subscribe()
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
  }
}
