import Dispatch
import RIBStreams
import Testing

/// A one-shot signal that a test can await: `fire()` from anywhere, `wait()` returns once it
/// fired (at once if it already has).
final class Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  func fire() { continuation.yield() }

  func wait() async {
    for await _ in stream { return }
  }
}

@Suite struct AsyncBridgeTests {
  @Test func valuesOfAFiniteObservable() async throws {
    var collected: [Int] = []
    for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
    #expect(collected == [1, 2, 3])
  }

  @Test func valuesThrowsTheError() async {
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError("async"))
      return Disposables.create()
    }
    var collected: [Int] = []
    await #expect(throws: TestError("async")) {
      for try await value in source.values { collected.append(value) }
    }
    #expect(collected == [1])
  }

  @Test func valuesThrowsAnErrorThrownByAnOperator() async {
    let source = Observable.of(1, 2, 3).map { value -> Int in
      if value == 2 { throw TestError("map") }
      return value
    }
    await #expect(throws: TestError("map")) {
      for try await _ in source.values {}
    }
  }

  @Test func valuesFollowsASubjectFedFromAnotherThread() async throws {
    let subject = PublishSubject<Int>()
    // Creating the sequence subscribes; values sent before the loop starts are buffered.
    let values = subject.values
    #expect(subject.hasObservers)
    runOnNewThread {
      for value in 0..<100 { subject.onNext(value) }
      subject.onCompleted()
    }
    var collected: [Int] = []
    for try await value in values { collected.append(value) }
    #expect(collected == Array(0..<100))
    #expect(!subject.hasObservers)
  }

  @Test func cancellingTheConsumingTaskDisposesTheSubscription() async {
    let subject = PublishSubject<Int>()
    let subscribed = Signal()
    let disposed = Signal()
    let observed = subject.do(onDispose: { disposed.fire() })
    let task = Task {
      let values = observed.values
      subscribed.fire()
      var collected: [Int] = []
      for try await value in values { collected.append(value) }
      return collected
    }
    await subscribed.wait()
    #expect(subject.hasObservers)
    subject.onNext(1)
    task.cancel()
    await disposed.wait()
    #expect(!subject.hasObservers)
    let collected = try? await task.value
    #expect(collected == nil || collected == [] || collected == [1])
  }

  @Test func leavingTheLoopDisposesTheSubscription() async throws {
    let subject = BehaviorSubject(value: 1)
    let disposed = Signal()
    for try await value in subject.do(onDispose: { disposed.fire() }).values {
      #expect(value == 1)
      break
    }
    await disposed.wait()
    #expect(!subject.hasObservers)
  }

  @Test func publishRelayValues() async {
    let relay = PublishRelay<String>()
    let values = relay.values
    relay.accept("a")
    relay.accept("b")
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == "a")
    #expect(await iterator.next() == "b")
  }

  @Test func behaviorRelayValuesStartWithTheCurrentValue() async {
    let relay = BehaviorRelay(value: 1)
    let values = relay.values
    relay.accept(2)
    var iterator = values.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }

  @Test func cancellingARelayLoopEndsIt() async {
    let relay = BehaviorRelay(value: 0)
    let started = Signal()
    let task = Task {
      var count = 0
      for await _ in relay.values {
        count += 1
        started.fire()
      }
      return count
    }
    await started.wait()
    task.cancel()
    #expect(await task.value >= 1)
  }

  @Test func fromAsyncSequenceEmitsItsValuesThenCompletes() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    for value in 1...3 { continuation.yield(value) }
    continuation.finish()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from(asyncSequence: stream).subscribe(recorder)
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
    subscription.dispose()
  }

  @Test func fromAsyncSequenceFailsWithItsError() async {
    let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
    continuation.yield(1)
    continuation.finish(throwing: TestError("sequence"))
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from(asyncSequence: stream).subscribe(recorder)
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(1), .error(TestError("sequence"))])
    subscription.dispose()
  }

  @Test func disposingAnAsyncSequenceSubscriptionCancelsItsTask() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let terminated = Signal()
    continuation.onTermination = { _ in terminated.fire() }
    let recorder = EventRecorder<Int>()
    let subscription = Observable.from(asyncSequence: stream).subscribe(recorder)
    continuation.yield(1)
    await recorder.waitForValues(1)
    subscription.dispose()
    // The iterating task was cancelled, which ended the stream.
    await terminated.wait()
    continuation.yield(2)
    #expect(recorder.events == [.next(1)])
  }

  @Test func eachSubscriberIteratesOnItsOwn() async {
    let numbers = [1, 2, 3].async
    let source = Observable.from(asyncSequence: numbers)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let subscriptions = [source.subscribe(first), source.subscribe(second)]
    await first.waitForTermination()
    await second.waitForTermination()
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [1, 2, 3])
    subscriptions.forEach { $0.dispose() }
  }

  @Test func roundTripThroughBothBridges() async throws {
    let source = Observable.of("a", "b")
    var collected: [String] = []
    for try await value in Observable.from(asyncSequence: source.values).values {
      collected.append(value)
    }
    #expect(collected == ["a", "b"])
  }
}

/// A Sendable async sequence over an array, for tests.
struct AsyncArray<Element: Sendable>: AsyncSequence, Sendable {
  let elements: [Element]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Element>

    mutating func next() async -> Element? { remaining.popFirst() }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: elements[...]) }
}

extension Array where Element: Sendable {
  var async: AsyncArray<Element> { AsyncArray(elements: self) }
}
