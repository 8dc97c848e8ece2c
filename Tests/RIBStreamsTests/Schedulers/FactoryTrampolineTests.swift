import Dispatch
import RIBStreams
import Testing

/// `of`, `from`, `range` and `repeatElement` emit each value in a turn of the
/// `CurrentThreadScheduler`, and the outermost subscription on a thread runs as such a turn, as
/// in RxSwift: synchronous sources subscribed side by side take turns. Every expected order
/// here is what RxSwift 6.10.2 printed for the same code.
@Suite struct FactoryTrampolineTests {
  @Test func mergedSynchronousSourcesTakeTurns() {
    var log: [String] = []
    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("end") })
    #expect(log == ["1", "3", "2", "4", "end"])
  }

  @Test func combineLatestOfSynchronousSourcesSeesEachStep() {
    var log: [String] = []
    let sources = [
      Observable.just("s"), Observable.from(["a", "b", "c"]), Observable.of("1", "2"),
    ]
    _ = Observable.combineLatest(sources) { $0.joined() }
      .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("end") })
    #expect(log == ["sa1", "sb1", "sb2", "sc2", "end"])
  }

  @Test func justAndStartWithEmitAtOnceAndOfWaitsItsTurn() {
    var log: [Int] = []
    _ = Observable.merge(Observable.of(1, 2).startWith(0), Observable.just(9))
      .subscribe(onNext: { log.append($0) })
    #expect(log == [0, 9, 1, 2])
  }

  @Test func innerSourcesOfASubjectsValueTakeTurnsToo() {
    var log: [Int] = []
    let subject = PublishSubject<Int>()
    let subscription = subject.flatMap { value in
      Observable.merge(.of(value, value + 1), .of(value + 10))
    }
    .subscribe(onNext: { log.append($0) })
    subject.onNext(1)
    subscription.dispose()
    #expect(log == [1, 11, 2])
  }

  @Test func aLaterOuterValueOvertakesTheFirstInnerSource() {
    var log: [Int] = []
    _ = Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) }
      .subscribe(onNext: { log.append($0) })
    #expect(log == [1, 2, 20])
  }

  @Test func everyValueArrivesBeforeTheOutermostSubscribeReturns() {
    var log: [String] = []
    _ = Observable.range(start: 1, count: 3).map { "\($0)" }
      .subscribe(onNext: { log.append($0) }, onCompleted: { log.append("end") })
    log.append("returned")
    #expect(log == ["1", "2", "3", "end", "returned"])
    #expect(CurrentThreadScheduler.isScheduleRequired)
  }

  @Test func aSubscriptionFromInsideATurnWaitsForTheTurnToEnd() {
    var log: [String] = []
    _ = Observable.of(0).subscribe(onNext: { _ in
      log.append("required \(CurrentThreadScheduler.isScheduleRequired)")
      _ = Observable.of(1, 2).subscribe(onNext: { log.append("of \($0)") })
      log.append("subscribed")
    })
    #expect(log == ["required false", "subscribed", "of 1", "of 2"])
  }

  @Test func aSubscriptionFromInsideJustIsTheOutermost() {
    var log: [String] = []
    _ = Observable.just(0).subscribe(onNext: { _ in
      _ = Observable.of(1, 2).subscribe(onNext: { log.append("of \($0)") })
      log.append("subscribed")
    })
    #expect(log == ["of 1", "of 2", "subscribed"])
  }

  @Test func takeStopsAnEndlessSourceWhileItIsSubscribed() {
    var log: [String] = []
    _ = Observable.zip(Observable.range(start: 1, count: 3), Observable.repeatElement("r").take(5))
      .subscribe(onNext: { log.append("\($0)\($1)") }, onCompleted: { log.append("end") })
    #expect(log == ["1r", "2r", "3r", "end"])
  }

  @Test func takeOfAMergeWithASubjectEndsTheSynchronousSource() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    _ = Observable.merge(subject.asObservable(), Observable.from(1...)).take(2)
      .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("end") })
    #expect(log == ["1", "2", "end"])
    #expect(!subject.hasObservers)
  }

  @Test func aHundredThousandValuesTakingTurnsDoNotGrowTheStack() {
    var zipped = 0
    _ = Observable.zip(Observable.from(0..<100_000), Observable.range(start: 0, count: 100_000))
      .subscribe(onNext: { left, right in if left == right { zipped += 1 } })
    #expect(zipped == 100_000)
  }

  @Test func eachThreadHasItsOwnTurns() async {
    let log = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
      DispatchQueue.global().async {
        var log: [Int] = []
        _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
          .subscribe(onNext: { log.append($0) })
        continuation.resume(returning: log)
      }
    }
    #expect(log == [1, 3, 2, 4])
  }

  /// Work that ran is let go of while the outermost work goes on (as RxSwift dequeues it): a
  /// `from` that ended releases its values, and the queue does not grow with the turns taken.
  @Test func finishedWorkIsReleasedBeforeTheOutermostWorkEnds() {
    final class Probe {}
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

  /// RxSwift's `share(replay:)` of more than one value, and every `.forever` share, are
  /// `multicast(…).refCount()`: the outermost subscription runs as a turn, so a subscription
  /// to `of` made from the observer gets its values after it returns. `share(replay: 1)` while
  /// connected is a subject's subscription: the one to `of` is the outermost.
  @Test(arguments: [
    (2, SubjectLifetimeScope.whileConnected, ["a1", "after", "i10", "i11"]),
    (1, SubjectLifetimeScope.forever, ["a1", "after", "i10", "i11"]),
    (1, SubjectLifetimeScope.whileConnected, ["a1", "i10", "i11", "after"]),
  ])
  func aShareRunsTheOutermostSubscriptionAsATurnWhereRxSwiftDoes(
    replay: Int, scope: SubjectLifetimeScope, expected: [String]
  ) {
    var log: [String] = []
    let subject = BehaviorSubject(value: 1)
    let subscription = subject.share(replay: replay, scope: scope).subscribe(onNext: { value in
      log.append("a\(value)")
      _ = Observable.of(10, 11).subscribe(onNext: { log.append("i\($0)") })
      log.append("after")
    })
    subscription.dispose()
    #expect(log == expected)
  }

  @Test func aScheduledActionRunsAfterTheSubscriptionThatQueuedIt() {
    var log: [String] = []
    _ = Observable<Int>.create { observer in
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("scheduled")
        observer.onCompleted()
        return Disposables.create()
      }
      log.append("subscribed")
      return Disposables.create()
    }
    .subscribe(onCompleted: { log.append("end") })
    #expect(log == ["subscribed", "scheduled", "end"])
  }
}
