import RIBStreams
import Testing

@Suite struct CombineLatestTests {
  @Test func arrayFormWaitsForEverySourceThenEmitsOnEachChange() {
    let sources = (0..<3).map { _ in PublishSubject<Int>() }
    let recorder = EventRecorder<[Int]>()
    let subscription = Observable.combineLatest(sources) { $0 }.subscribe(recorder)
    sources[0].onNext(1)
    sources[1].onNext(2)
    #expect(recorder.events.isEmpty)
    sources[2].onNext(3)
    sources[0].onNext(4)
    sources[0].onNext(5)
    #expect(recorder.values == [[1, 2, 3], [4, 2, 3], [5, 2, 3]])
    subscription.dispose()
  }

  @Test func twoSourcesWithResultSelector() {
    let numbers = PublishSubject<Int>()
    let names = BehaviorRelay(value: "a")
    let recorder = EventRecorder<String>()
    let subscription = Observable.combineLatest(numbers, names) { "\($1)\($0)" }.subscribe(recorder)
    numbers.onNext(1)
    names.accept("b")
    numbers.onNext(2)
    #expect(recorder.values == ["a1", "b1", "b2"])
    subscription.dispose()
  }

  @Test func threeSourcesWithResultSelector() {
    let first = BehaviorRelay(value: 1)
    let second = BehaviorRelay(value: "x")
    let third = BehaviorRelay(value: true)
    let recorder = EventRecorder<String>()
    let subscription = Observable.combineLatest(first, second, third) { "\($0)\($1)\($2)" }
      .subscribe(recorder)
    third.accept(false)
    first.accept(2)
    #expect(recorder.values == ["1xtrue", "1xfalse", "2xfalse"])
    subscription.dispose()
  }

  @Test func tupleForms() {
    let first = BehaviorRelay(value: 1)
    let second = BehaviorRelay(value: "a")
    let third = BehaviorRelay(value: 2.5)
    var pairs: [String] = []
    var triples: [String] = []
    let pairSubscription = Observable.combineLatest(first, second)
      .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
    let tripleSubscription = Observable.combineLatest(first, second, third)
      .subscribe(onNext: { number, name, fraction in triples.append("\(number)\(name)\(fraction)") }
      )
    second.accept("b")
    #expect(pairs == ["1a", "1b"])
    #expect(triples == ["1a2.5", "1b2.5"])
    pairSubscription.dispose()
    tripleSubscription.dispose()
  }

  @Test func optionalElementsKeepTheirNilValues() {
    let first = BehaviorRelay<Int?>(value: nil)
    let second = BehaviorRelay<String?>(value: "a")
    var seen: [String] = []
    let subscription = Observable.combineLatest(first, second)
      .subscribe(onNext: { seen.append("\($0.0 ?? -1)|\($0.1 ?? "nil")") })
    second.accept(nil)
    first.accept(3)
    #expect(seen == ["-1|a", "-1|nil", "3|nil"])
    subscription.dispose()

    var arrays: [[Int?]] = []
    _ = Observable.combineLatest([Observable<Int?>.just(nil), .just(1)]) { $0 }
      .subscribe(onNext: { arrays.append($0) })
    #expect(arrays == [[nil, 1]])
  }

  @Test func completesOnlyWhenEverySourceCompleted() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest(first, second) { $0 + $1 }.subscribe(recorder)
    first.onNext(1)
    second.onNext(10)
    first.onCompleted()
    #expect(!recorder.isTerminated)
    second.onNext(20)
    #expect(recorder.values == [11, 21])
    second.onCompleted()
    #expect(recorder.events == [.next(11), .next(21), .completed])
  }

  @Test func anErrorFromAnySourceFailsAndDisposesEverySource() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest(first, second) { $0 + $1 }.subscribe(recorder)
    first.onNext(1)
    second.onError(TestError())
    first.onNext(2)
    #expect(recorder.events == [.error(TestError())])
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
  }

  @Test func throwingResultSelectorFailsAndDisposesEverySource() {
    let first = BehaviorRelay(value: 1)
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest(first, second) { _, _ -> Int in throw TestError("selector") }
      .subscribe(recorder)
    second.onNext(1)
    #expect(recorder.events == [.error(TestError("selector"))])
    #expect(!second.hasObservers)
    first.accept(2)
    #expect(recorder.events.count == 1)
  }

  @Test func synchronousSources() {
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
      .subscribe(recorder)
    // The sources take turns on the CurrentThreadScheduler, as in RxSwift 6.10.2.
    #expect(recorder.events == [.next(11), .next(12), .next(22), .completed])
  }

  @Test func noSourcesCombineOnceThenComplete() {
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest([Observable<Int>]()) { $0.count }.subscribe(recorder)
    #expect(recorder.events == [.next(0), .completed])
  }

  @Test func aValueThatCanNeverBeCombinedEndsTheSequence() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.combineLatest(first, second) { $0 + $1 }.subscribe(recorder)
    first.onCompleted()
    second.onNext(1)
    #expect(recorder.events == [.completed])
    #expect(!second.hasObservers)
  }

  @Test func disposingTheResultDisposesEverySource() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let subscription = Observable.combineLatest(first, second).subscribe()
    #expect(first.hasObservers && second.hasObservers)
    subscription.dispose()
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
  }
}
