import RIBStreams
import Testing

/// Code written against RxSwift that names the type `values` returns there.
private func scoreStream(_ scores: Observable<Int>) -> AsyncThrowingStream<Int, any Error> {
  scores.values
}

/// The same, generic over any observable: its elements need not be `Sendable`.
private func stream<Source: ObservableType>(
  of source: Source
) -> AsyncThrowingStream<Source.Element, any Error> {
  source.values
}

/// An element that is not `Sendable`.
private final class Reading {
  let value: Int
  init(_ value: Int) { self.value = value }
}

@Suite struct ValuesAsAsyncThrowingStreamTests {
  @Test func valuesIsAnAsyncThrowingStreamWhereOneIsExpected() async throws {
    var received: [Int] = []
    for try await score in scoreStream(.of(1, 2, 3)) { received.append(score) }
    #expect(received == [1, 2, 3])
  }

  @Test func valuesIsObservableValuesWhereNoTypeIsNamed() {
    let values = Observable.of(1).values
    #expect(type(of: values) == ObservableValues<Int>.self)
  }

  @Test func theStreamThrowsTheObservablesError() async {
    let failing = Observable<Int>.create { observer in
      observer.onNext(7)
      observer.onError(TestError("scores"))
      return Disposables.create()
    }
    var received: [Int] = []
    await #expect(throws: TestError("scores")) {
      for try await score in scoreStream(failing) { received.append(score) }
    }
    #expect(received == [7])
  }

  @Test func elementsThatAreNotSendableStream() async throws {
    var received: [Int] = []
    for try await reading in stream(of: Observable.of(Reading(4), Reading(5))) {
      received.append(reading.value)
    }
    #expect(received == [4, 5])
  }

  @Test func aRelayStreamsWhereAnAsyncThrowingStreamIsExpected() async throws {
    let relay = BehaviorRelay(value: 3)
    var iterator = stream(of: relay).makeAsyncIterator()
    #expect(try await iterator.next() == 3)
    relay.accept(4)
    #expect(try await iterator.next() == 4)
  }

  @Test func cancellingTheLoopDisposesTheSubscription() async {
    let subject = PublishSubject<Int>()
    let values = scoreStream(subject.asObservable())
    #expect(subject.hasObservers)
    let started = Signal()
    let loop = Task {
      var iterator = values.makeAsyncIterator()
      started.fire()
      return try await iterator.next()
    }
    await started.wait()
    loop.cancel()
    _ = await loop.result
    #expect(!subject.hasObservers)
  }
}
