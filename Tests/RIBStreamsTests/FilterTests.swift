import RIBStreams
import Testing

@Suite struct FilterTests {
  @Test func keepsMatchingValues() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...6).filter { $0.isMultiple(of: 2) }.subscribe(recorder)
    #expect(recorder.events == [.next(2), .next(4), .next(6), .completed])
  }

  @Test func passesErrorsOn() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.filter { _ in false }.subscribe(recorder)
    subject.onNext(1)
    subject.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
  }

  @Test func throwingEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.filter { value in
      if value == 2 { throw TestError("filter") }
      return true
    }.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .error(TestError("filter"))])
    #expect(!subject.hasObservers)
  }
}
