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

  @Test func anObservableLoopSeesNothingSentAfterItsTaskWasCancelledAndThrows() async {
    let subject = BehaviorSubject(value: 0)
    let (received, receivedContinuation) = AsyncStream<Int>.makeStream()
    let task = Task { @MainActor in
      var seen: [Int] = []
      do {
        for try await value in subject.values {
          seen.append(value)
          receivedContinuation.yield(value)
        }
        return (seen, nil as (any Error)?)
      } catch {
        return (seen, error)
      }
    }
    for await _ in received { break }

    subject.onNext(1)
    task.cancel()
    subject.onNext(2)

    let (seen, error) = await task.value
    #expect(seen == [0])
    // As RxSwift's `values`: cancelled before the observable ended, the loop throws.
    #expect(error is CancellationError)
    #expect(!subject.hasObservers)
  }

  @Test func aLoopCancelledBeforeItStartsThrowsCancellationError() async {
    let values = Observable<Int>.never().values
    let task = Task { @MainActor in
      for try await _ in values {}
    }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aLoopOverAnEndedObservableEndsWithoutThrowingWhenCancelled() async throws {
    let values = Observable.of(1, 2).values
    let task = Task { @MainActor in
      for try await _ in values {}
    }
    task.cancel()

    try await task.value
  }

  @Test func anIteratorToldOfItsCancellationEndsAfterwards() async throws {
    let task = Task { @MainActor () -> (Bool, Int?) in
      var iterator = Observable<Int>.never().values.makeAsyncIterator()
      withUnsafeCurrentTask { $0?.cancel() }
      let threw = (try? await iterator.next()) == nil
      return (threw, try await iterator.next())
    }

    let (threw, afterwards) = try await task.value
    #expect(threw)
    #expect(afterwards == nil)
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
