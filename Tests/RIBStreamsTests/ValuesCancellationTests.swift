import RIBStreams
import Testing

/// A loop over `values` in a cancelled task sees nothing more, even an element that reached
/// the sequence before the cancellation but not the loop yet: the check is made where the loop
/// runs, after the element arrived.
@MainActor
@Suite struct ValuesCancellationTests {
  @Test func aRelayLoopSeesNothingSentAfterItsTaskWasCancelled() async {
    let relay = BehaviorRelay(value: 0)
    let (received, receivedContinuation) = AsyncStream<Int>.makeStream()
    let task = Task { @MainActor in
      var seen: [Int] = []
      for await value in relay.values {
        seen.append(value)
        receivedContinuation.yield(value)
      }
      return seen
    }
    // The current value arrives once the loop has subscribed.
    for await _ in received { break }

    relay.accept(1)
    task.cancel()
    relay.accept(2)

    #expect(await task.value == [0])
  }

  @Test func anObservableLoopSeesNothingSentAfterItsTaskWasCancelled() async throws {
    let subject = BehaviorSubject(value: 0)
    let (received, receivedContinuation) = AsyncStream<Int>.makeStream()
    let task = Task { @MainActor in
      var seen: [Int] = []
      for try await value in subject.values {
        seen.append(value)
        receivedContinuation.yield(value)
      }
      return seen
    }
    for await _ in received { break }

    subject.onNext(1)
    task.cancel()
    subject.onNext(2)

    #expect(try await task.value == [0])
    #expect(!subject.hasObservers)
  }

  @Test func aLoopInACancelledTaskEndsWithoutTakingBufferedElements() async {
    let relay = PublishRelay<Int>()
    let values = relay.values
    relay.accept(1)
    relay.accept(2)
    let task = Task { @MainActor in
      var seen: [Int] = []
      for await value in values { seen.append(value) }
      return seen
    }
    task.cancel()

    #expect(await task.value == [])
    #expect(!relay.hasObservers)
  }
}
