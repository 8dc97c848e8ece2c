import RIBStreams
import Testing

/// Review of 3b36c6a (synchronous sources take turns): behaviours where the trampoline differs
/// from RxSwift 6.10.2. Each expectation is what RxSwift printed for the same program.
@Suite struct TrampolineReviewTests {
  final class Probe {}

  /// RxSwift dequeues each item as it runs, so a `from` that has finished lets go of its values
  /// (and its observer) while the outermost turn goes on; here the trampoline keeps every
  /// closure it ran until the outermost turn ends, so memory grows with the number of turns
  /// (`merge` of two `from(0..<1_000_000)`: 143 MB against RxSwift's 20 MB).
  @Test func finishedWorkOnTheTrampolineIsReleasedBeforeTheOutermostTurnEnds() {
    weak var probe: Probe?
    var aliveAtThree: Bool?
    _ = Observable.of(1, 2, 3).subscribe(onNext: { value in
      if value == 1 {
        let object = Probe()
        probe = object
        _ = Observable.from([object]).subscribe(onNext: { _ in })
      }
      if value == 3 { aliveAtThree = probe != nil }
    })
    #expect(aliveAtThree == false)
    #expect(probe == nil)
  }

  /// RxSwift's `share(replay:)` with more than one value, and every `.forever` share, are
  /// `multicast(…).refCount()`, a `Producer`: the outermost subscription runs as a turn, so a
  /// subscription to `of` made from the observer gets its values after it returns.
  @Test(arguments: [2, 1])
  func shareBuiltOnRefCountRunsTheOutermostSubscriptionAsATurn(replay: Int) {
    var log: [String] = []
    let subject = BehaviorSubject(value: 1)
    let scope: SubjectLifetimeScope = replay > 1 ? .whileConnected : .forever
    let subscription = subject.share(replay: replay, scope: scope).subscribe(onNext: { value in
      log.append("a\(value)")
      _ = Observable.of(10, 11).subscribe(onNext: { log.append("i\($0)") })
      log.append("after")
    })
    subscription.dispose()
    #expect(log == ["a1", "after", "i10", "i11"])
  }
}
