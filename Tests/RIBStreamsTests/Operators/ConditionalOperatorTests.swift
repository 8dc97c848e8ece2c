import RIBStreams
import Testing

@Suite struct ConditionalOperatorTests {
  @Test func takeWhileCompletesAtTheFirstFailingValue() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func takeWhileInclusiveEmitsTheEndingValue() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 4).take(while: { $0 < 3 }, behavior: .inclusive).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func takeUntilPredicateAndThrowingPredicate() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).take(until: { $0 == 2 }).subscribe(recorder)
    #expect(recorder.events == [.next(1), .completed])
    let failing = EventRecorder<Int>()
    _ = Observable.of(1).take(while: { _ in throw TestError() }).subscribe(failing)
    #expect(failing.events == [.error(TestError())])
  }

  @Test func takeUntilOtherCompletesWhenTheOtherEmits() {
    let source = PublishSubject<Int>()
    let stop = PublishSubject<Void>()
    let recorder = EventRecorder<Int>()
    _ = source.take(until: stop).subscribe(recorder)
    source.onNext(1)
    stop.onNext(())
    source.onNext(2)
    #expect(recorder.events == [.next(1), .completed])
    #expect(!source.hasObservers && !stop.hasObservers)
  }

  @Test func takeUntilOtherIgnoresTheOthersCompletionButNotItsError() {
    let source = PublishSubject<Int>()
    let stop = PublishSubject<Void>()
    let recorder = EventRecorder<Int>()
    let subscription = source.take(until: stop).subscribe(recorder)
    defer { subscription.dispose() }
    stop.onCompleted()
    source.onNext(1)
    #expect(recorder.events == [.next(1)])
    let other = PublishSubject<Void>()
    let failing = EventRecorder<Int>()
    let subscription2 = source.take(until: other).subscribe(failing)
    defer { subscription2.dispose() }
    other.onError(TestError())
    #expect(failing.events == [.error(TestError())])
  }

  @Test func skipWhileDropsTheLeadingValues() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 }).subscribe(recorder)
    #expect(recorder.events == [.next(3), .next(1), .completed])
  }

  @Test func skipUntilLetsValuesThroughOnceTheOtherEmits() {
    let source = PublishSubject<Int>()
    let start = PublishSubject<Void>()
    let recorder = EventRecorder<Int>()
    _ = source.skip(until: start).subscribe(recorder)
    source.onNext(1)
    start.onNext(())
    #expect(!start.hasObservers)
    source.onNext(2)
    source.onCompleted()
    #expect(recorder.events == [.next(2), .completed])
  }

  @Test func takeLastEmitsTheLastValuesAtCompletion() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from(1...200).takeLast(2).subscribe(recorder)
    #expect(recorder.events == [.next(199), .next(200), .completed])
    let failing = EventRecorder<Int>()
    _ = Observable.concat(.just(1), .error(TestError())).takeLast(1).subscribe(failing)
    #expect(failing.events == [.error(TestError())])
  }

  @Test func elementAtEmitsOneValueOrFailsOutOfRange() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(5, 6, 7).element(at: 1).subscribe(recorder)
    #expect(recorder.events == [.next(6), .completed])
    let short = EventRecorder<Int>()
    _ = Observable.of(5).element(at: 3).subscribe(short)
    #expect(short.events == [.error(TestError("unexpected \(RxError.argumentOutOfRange)"))])
  }

  @Test func ignoreElementsKeepsOnlyTheEnd() {
    var completed = false
    _ = Observable.of(1, 2).ignoreElements().subscribe(onCompleted: { completed = true })
    #expect(completed)
  }

  @Test func materializeAndDematerializeRoundTrip() {
    let recorder = EventRecorder<Int>()
    var materialized: [String] = []
    let source = Observable.concat(Observable.just(1), Observable.error(TestError()))
    _ = source.materialize().subscribe(onNext: { materialized.append("\($0)") })
    #expect(materialized == ["next(1)", "error(TestError(boom))"])
    _ = source.materialize().dematerialize().subscribe(recorder)
    #expect(recorder.events == [.next(1), .error(TestError())])
  }

  @Test func reduceEmitsTheTotalAtCompletion() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(recorder)
    #expect(recorder.events == [.next(6), .completed])
    let mapped = EventRecorder<String>()
    _ = Observable.of(1, 2).reduce(0, accumulator: +, mapResult: { "\($0)" }).subscribe(mapped)
    #expect(mapped.events == [.next("3"), .completed])
  }

  @Test func toArrayIsASingleOfEveryValue() {
    var values: [Int]?
    _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { values = $0 })
    #expect(values == [1, 2, 3])
  }

  @Test func ambMirrorsTheFirstToEmitAndDropsTheOther() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = left.amb(right).subscribe(recorder)
    right.onNext(2)
    left.onNext(1)
    right.onCompleted()
    #expect(recorder.events == [.next(2), .completed])
    #expect(!left.hasObservers)
  }

  @Test func withUnretainedPairsTheObjectAndCompletesOnceItIsGone() {
    final class Owner {}
    var owner: Owner? = Owner()
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.withUnretained(owner!).map { $1 }.subscribe(recorder)
    subject.onNext(1)
    owner = nil
    subject.onNext(2)
    #expect(recorder.events == [.next(1), .completed])
    #expect(owner == nil)
  }

  @Test func factories() {
    let range = EventRecorder<Int>()
    _ = Observable.range(start: 3, count: 3).subscribe(range)
    #expect(range.events == [.next(3), .next(4), .next(5), .completed])
    let repeated = EventRecorder<String>()
    _ = Observable.repeatElement("x").take(2).subscribe(repeated)
    #expect(repeated.events == [.next("x"), .next("x"), .completed])
    let some = EventRecorder<Int>()
    _ = Observable.from(optional: 1).subscribe(some)
    let none = EventRecorder<Int>()
    _ = Observable.from(optional: nil).subscribe(none)
    #expect(some.events == [.next(1), .completed] && none.events == [.completed])
    let failing = EventRecorder<Int>()
    _ = Observable<Int>.deferred { throw TestError() }.subscribe(failing)
    #expect(failing.events == [.error(TestError())])
  }

  @Test func distinctUntilChangedAtAKeyPath() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged(at: \.count)
      .subscribe(recorder)
    #expect(recorder.values == ["a", "cc", "e"])
  }

  @Test func deprecatedSpellingsStillCompile() {
    let recorder = EventRecorder<Int>()
    let caller: any RxSwift5Spellings = RxSwift5Caller()
    _ = caller.chain(Observable.of(1, 2, 3, 4)).subscribe(recorder)
    #expect(recorder.events == [.next(2), .next(3), .completed])
  }
}

/// Calls RxSwift 5's spellings through a requirement that is not deprecated, so that the test
/// compiles them without a warning.
private protocol RxSwift5Spellings {
  func chain(_ source: Observable<Int>) -> Observable<Int>
}

private struct RxSwift5Caller: RxSwift5Spellings {
  @available(*, deprecated, message: "calls RxSwift 5's spellings on purpose")
  func chain(_ source: Observable<Int>) -> Observable<Int> {
    source.skipWhile { $0 < 2 }.takeWhile { $0 < 4 }.takeUntil(Observable<Int>.never())
      .catchErrorJustReturn(0).catchError { _ in .empty() }.retryWhen { $0 }.elementAt(0)
      .concat(source.skipWhile { $0 < 3 }.takeWhile { $0 < 4 })
  }
}
