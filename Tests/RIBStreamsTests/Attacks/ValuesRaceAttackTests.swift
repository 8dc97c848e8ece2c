import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// `for await` loops over `values` racing the thread that feeds and ends the stream.
@Suite struct ValuesRaceAttackTests {
  /// A `for await` loop over a subject's values while another thread sends and then ends the
  /// subject: the loop sees every value sent after it subscribed, in order, then ends.
  @Test(arguments: [false, true])
  func aLoopSeesEverythingThenEnds(_ fails: Bool) async throws {
    struct Failure: Error {}
    let count = Sanitizers.workload(2_000, sanitized: 300)
    for _ in 0..<Sanitizers.workload(20, sanitized: 5) {
      let subject = ReplaySubject<Int>.createUnbounded()
      let executor = DedicatedThreadExecutor()
      defer { executor.shutDown() }
      let loop = Task(executorPreference: executor) { () -> ([Int], Bool) in
        var got: [Int] = []
        do {
          for try await value in subject.values { got.append(value) }
          return (got, false)
        } catch {
          return (got, true)
        }
      }
      let finished = await allFinish([
        {
          for value in 0..<count { subject.onNext(value) }
          if fails { subject.onError(Failure()) } else { subject.onCompleted() }
        }
      ])
      #expect(finished)
      let (got, threw) = await loop.value
      #expect(got == Array(0..<count))
      #expect(threw == fails)
    }
  }
}
