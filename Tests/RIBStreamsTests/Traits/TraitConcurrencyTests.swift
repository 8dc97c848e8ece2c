import RIBStreams
import Testing

/// RxSwift 6's bridges between traits and Swift concurrency.
@Suite struct TraitConcurrencyTests {
  @Test func awaitingTheValuesOfTraits() async throws {
    #expect(try await Single.just(3).value == 3)
    #expect(try await Maybe.just("m").value == "m")
    #expect(try await Maybe<Int>.empty().value == nil)
    try await Completable.empty().value
    await #expect(throws: TestError.self) { try await Single<Int>.error(TestError()).value }
  }

  @Test func cancellingTheAwaitingTaskThrowsCancellation() async {
    let task = Task { try await Single<Int>.never().value }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func aTraitThatEndsWhileSubscribedEndsTheWaitEvenInACancelledTask() async throws {
    let maybe = Task { try await Maybe<Int>.empty().value }
    let completable = Task { try await Completable.empty().value }
    maybe.cancel()
    completable.cancel()
    #expect(try await maybe.value == nil)
    try await completable.value
  }

  @Test func aSingleFromAnAsyncClosure() async throws {
    let doubled = Single<Int>.create { 21 * 2 }
    #expect(try await doubled.value == 42)
    let failing = Single<Int>.create { throw TestError() }
    await #expect(throws: TestError.self) { try await failing.value }
  }

  @Test func anAsyncSequenceAsAnObservable() async throws {
    let stream = AsyncStream<Int> { continuation in
      for value in 1...3 { continuation.yield(value) }
      continuation.finish()
    }
    let all = try await stream.asObservable().toArray().value
    #expect(all == [1, 2, 3])
  }

  @Test func theValuesOfAnInfallible() async {
    var received: [Int] = []
    for await value in Infallible.of(1, 2).values { received.append(value) }
    #expect(received == [1, 2])
  }
}
