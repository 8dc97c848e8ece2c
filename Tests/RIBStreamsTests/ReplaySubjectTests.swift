import RIBStreams
import Testing

@Suite struct ReplaySubjectTests {
  @Test func bufferSizeZeroReplaysNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events.isEmpty)
    subject.onNext(2)
    #expect(recorder.values == [2])
  }

  @Test func negativeBufferSizeActsAsZero() {
    let subject = ReplaySubject<Int>.create(bufferSize: -3)
    subject.onNext(1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events.isEmpty)
  }

  @Test func bufferSizeOneReplaysTheLatest() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    subject.onNext(2)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.values == [2])
    subject.onNext(3)
    #expect(recorder.values == [2, 3])
  }

  @Test func bufferSizeNReplaysTheLatestN() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...5 { subject.onNext(value) }
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.values == [3, 4, 5])
    let early = ReplaySubject<Int>.create(bufferSize: 3)
    early.onNext(1)
    let partial = EventRecorder<Int>()
    _ = early.subscribe(partial)
    #expect(partial.values == [1])
  }

  @Test func unboundedReplaysEverything() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...100 { subject.onNext(value) }
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.values == Array(1...100))
  }

  @Test func replaysBufferThenCompletion() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onCompleted()
    subject.onNext(4)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.next(2), .next(3), .completed])
    #expect(!subject.hasObservers)
  }

  @Test func replaysBufferThenError() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    subject.onError(TestError())
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.next(1), .error(TestError())])
  }

  @Test func liveObserversSeeTerminalOnce() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    #expect(subject.hasObservers)
    subject.onNext(1)
    subject.onCompleted()
    subject.onCompleted()
    #expect(recorder.events == [.next(1), .completed])
    #expect(!subject.hasObservers)
    subscription.dispose()
  }
}
