import RIBStreams
import Testing

@Suite struct ZipTests {
  @Test func zipPairsValuesByIndex() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<String>()
    let recorder = EventRecorder<String>()
    let subscription = Observable.zip(first, second) { "\($0)\($1)" }.subscribe(recorder)
    defer { subscription.dispose() }
    first.onNext(1)
    first.onNext(2)
    second.onNext("a")
    second.onNext("b")
    second.onNext("c")
    #expect(recorder.values == ["1a", "2b"])
  }

  @Test func zipCompletesWhenEverySourceHasCompleted() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.zip(first, second) { $0 + $1 }.subscribe(recorder)
    first.onNext(1)
    first.onCompleted()
    #expect(!recorder.isTerminated)
    second.onNext(10)
    second.onCompleted()
    #expect(recorder.events == [.next(11), .completed])
  }

  @Test func zipFailsAtOnceAndDisposesTheOthers() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.zip(first, second) { $0 + $1 }.subscribe(recorder)
    first.onError(TestError())
    #expect(recorder.events == [.error(TestError())])
    #expect(!second.hasObservers)
  }

  @Test func zipOfTuplesFromTwoToEightSources() {
    var pair: (Int, String)?
    _ = Observable.zip(Observable.just(1), Observable.just("a")).subscribe(onNext: { pair = $0 })
    #expect(pair?.0 == 1 && pair?.1 == "a")
    var eight: [Int] = []
    let one = Observable.just(1)
    _ = Observable.zip(one, one, one, one, one, one, one, one).subscribe(onNext: {
      eight = [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7]
    })
    #expect(eight == Array(repeating: 1, count: 8))
  }

  @Test func zipOfACollectionEmitsArrays() {
    let recorder = EventRecorder<[Int]>()
    _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]).subscribe(recorder)
    #expect(recorder.events == [.next([1, 10]), .next([2, 20]), .completed])
  }

  @Test func zipOfNoSourcesCompletes() {
    let recorder = EventRecorder<[Int]>()
    _ = Observable.zip([Observable<Int>]()).subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func zipResultSelectorThrowingFails() {
    let recorder = EventRecorder<Int>()
    _ = Observable.zip(Observable.just(1), Observable.just(2)) { _, _ -> Int in
      throw TestError("selector")
    }.subscribe(recorder)
    #expect(recorder.events == [.error(TestError("selector"))])
  }

  @Test func disposingMidStreamUnsubscribesEverySource() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = Observable.zip(first, second) { $0 + $1 }.subscribe(recorder)
    first.onNext(1)
    subscription.dispose()
    second.onNext(1)
    #expect(recorder.events.isEmpty)
    #expect(!first.hasObservers && !second.hasObservers)
  }

  @Test func reentrantValueFromInsideDeliveryIsPairedAfterwards() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var log: [Int] = []
    let subscription = Observable.zip(first, second) { $0 + $1 }.subscribe(onNext: { sum in
      log.append(sum)
      if sum == 11 {
        first.onNext(2)
        second.onNext(20)
      }
    })
    defer { subscription.dispose() }
    first.onNext(1)
    second.onNext(10)
    #expect(log == [11, 22])
  }

  @Test func combineLatestOfFourToEightSourcesAndACollection() {
    var latest: [Int] = []
    let a = BehaviorSubject(value: 1)
    let subscription = Observable.combineLatest(a, a, a, a).subscribe(onNext: {
      latest = [$0.0, $0.1, $0.2, $0.3]
    })
    defer { subscription.dispose() }
    #expect(latest == [1, 1, 1, 1])
    let recorder = EventRecorder<[Int]>()
    let subscription2 = Observable.combineLatest([Observable.just(1), Observable.just(2)])
      .subscribe(recorder)
    defer { subscription2.dispose() }
    #expect(recorder.events == [.next([1, 2]), .completed])
    var eight = 0
    let subscription3 = Observable.combineLatest(a, a, a, a, a, a, a, a) {
      $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
    }
    .subscribe(onNext: { eight = $0 })
    defer { subscription3.dispose() }
    #expect(eight == 8)
  }
}
