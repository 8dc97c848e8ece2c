import RIBStreams
import Testing

@Suite struct BehaviorSubjectTests {
  @Test func deliversTheCurrentValueOnSubscribeSynchronously() {
    let subject = BehaviorSubject(value: 1)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.next(1)])
    subject.onNext(2)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    #expect(late.events == [.next(2)])
    subject.onNext(3)
    #expect(recorder.values == [1, 2, 3])
    #expect(late.values == [2, 3])
  }

  @Test func valueIsTheLatestValue() throws {
    let subject = BehaviorSubject(value: "a")
    #expect(try subject.value() == "a")
    subject.onNext("b")
    #expect(try subject.value() == "b")
  }

  @Test func valueAfterCompletionIsTheLastValue() throws {
    let subject = BehaviorSubject(value: 1)
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    #expect(try subject.value() == 2)
  }

  @Test func valueAfterAnErrorThrowsIt() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(TestError("failed"))
    #expect(throws: TestError("failed")) { try subject.value() }
  }

  @Test func lateSubscribersGetTheTerminalEventOnly() {
    let completed = BehaviorSubject(value: 1)
    completed.onCompleted()
    let first = EventRecorder<Int>()
    _ = completed.subscribe(first)
    #expect(first.events == [.completed])

    let failed = BehaviorSubject(value: 1)
    failed.onError(TestError())
    let second = EventRecorder<Int>()
    _ = failed.subscribe(second)
    #expect(second.events == [.error(TestError())])
    #expect(!failed.hasObservers)
  }

  @Test func terminalEventsAreTerminal() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onCompleted()
    subject.onNext(1)
    subject.onError(TestError())
    #expect(recorder.events == [.next(0), .completed])
    #expect(!subject.hasObservers)
  }

  @Test func disposingStopsDelivery() {
    let subject = BehaviorSubject(value: 0)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    #expect(subject.hasObservers)
    subscription.dispose()
    #expect(!subject.hasObservers)
    subject.onNext(1)
    #expect(recorder.values == [0])
  }
}
