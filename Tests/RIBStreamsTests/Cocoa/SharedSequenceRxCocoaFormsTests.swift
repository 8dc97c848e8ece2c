import RIBStreams
import Testing

/// RxCocoa's forms of the shared-sequence operators and factories: flattening to another
/// sharing strategy, `do`'s `after` hooks, collections of any kind, `values`, and the public
/// conversions.
@MainActor
@Suite struct SharedSequenceRxCocoaFormsTests {
  @Test func aDriverFlatMapsToSignalsAndTheResultIsASignal() {
    let source = BehaviorRelay(value: 1)
    let events = PublishRelay<Int>()
    let latest: RIBStreams.Signal<Int> = source.asDriver().flatMapLatest { offset in
      events.asSignal().map { $0 + offset }
    }
    let merged: RIBStreams.Signal<Int> = source.asDriver().flatMap { offset in
      events.asSignal().map { $0 * offset }
    }
    let first: RIBStreams.Signal<Int> = source.asDriver().flatMapFirst { offset in
      events.asSignal().map { $0 - offset }
    }
    var latestValues: [Int] = []
    var mergedValues: [Int] = []
    var firstValues: [Int] = []
    let subscriptions = [
      latest.emit(onNext: { latestValues.append($0) }),
      merged.emit(onNext: { mergedValues.append($0) }),
      first.emit(onNext: { firstValues.append($0) }),
    ]
    source.accept(10)
    events.accept(5)
    // A signal replays nothing: a late subscriber waits for the next value.
    var late: [Int] = []
    let lateSubscription = latest.emit(onNext: { late.append($0) })
    (subscriptions + [lateSubscription]).forEach { $0.dispose() }
    #expect(latestValues == [15])
    #expect(mergedValues.sorted() == [5, 50])
    #expect(firstValues == [4])
    #expect(late.isEmpty)
  }

  @Test func doRunsItsAfterHooksAfterTheEventIsPassedOn() {
    var log: [String] = []
    let driver = Driver.of(1).do(
      onNext: { log.append("on \($0)") }, afterNext: { log.append("after \($0)") },
      onCompleted: { log.append("on completed") },
      afterCompleted: { log.append("after completed") },
      onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") })
    _ = driver.drive(
      onNext: { log.append("drive \($0)") }, onCompleted: { log.append("drive completed") })
    #expect(
      log == [
        "subscribe", "on 1", "drive 1", "after 1", "on completed", "drive completed",
        "after completed", "subscribed",
      ])
  }

  @Test func mergeZipAndCombineLatestTakeAnyCollection() {
    let sources = AnyCollection([Driver.just(1), Driver.just(2)])
    var merged: [Int] = []
    var zipped: [[Int]] = []
    var combined: [Int] = []
    _ = Driver.merge(sources).drive(onNext: { merged.append($0) })
    _ = Driver.zip(sources).drive(onNext: { zipped.append($0) })
    _ = Driver.combineLatest(sources) { $0.reduce(0, +) }.drive(onNext: { combined.append($0) })
    #expect(merged == [1, 2])
    #expect(zipped == [[1, 2]])
    #expect(combined == [3])
  }

  @Test func mergeWithALimitWaitsForAnInnerSequenceToEnd() {
    let first = PublishRelay<String>()
    let firstEnds = PublishRelay<Void>()
    let second = PublishRelay<String>()
    let outer = Driver.of(
      first.asObservable().take(until: firstEnds).asSignal(onErrorJustReturn: "?"),
      second.asSignal())
    var values: [String] = []
    let subscription = outer.merge(maxConcurrent: 1).emit(onNext: { values.append($0) })
    second.accept("dropped: the second waits")
    first.accept("a")
    firstEnds.accept(())
    second.accept("b")
    subscription.dispose()
    #expect(values == ["a", "b"])
  }

  @Test func factoriesFromAnOptionalAndFromAnySequence() {
    var values: [Int] = []
    var completions = 0
    let record: (Int) -> Void = { values.append($0) }
    _ = Driver.from(optional: 1 as Int?).drive(onNext: record, onCompleted: { completions += 1 })
    _ = Driver.from(optional: nil as Int?).drive(onNext: record, onCompleted: { completions += 1 })
    _ = Driver.from(2...3).drive(onNext: record, onCompleted: { completions += 1 })
    #expect(values == [1, 2, 3])
    #expect(completions == 3)
  }

  /// The share behind a Driver hands out the subscription before it connects, so a `take`
  /// stops an endless sequence that emits while being subscribed.
  @Test func anEndlessSequenceStopsWhenTheSubscriberHasEnough() async {
    let received = Locked<[Int]>([])
    let finished = await allFinish(
      within: 60,
      [
        {
          _ = Driver.from(1...).asObservable().take(3).subscribe(onNext: { value in
            received.withLock { $0.append(value) }
          })
        }
      ])
    #expect(finished)
    #expect(received.withLock { $0 } == [1, 2, 3])
  }

  @Test func valuesIteratesUntilTheDriverCompletes() async {
    var received: [Int] = []
    for await value in Driver.from(1...3).values {
      received.append(value)
    }
    #expect(received == [1, 2, 3])
  }

  @Test func theSharedSequenceConversionsArePublicAndPickTheirStrategy() {
    let failing = Observable<Int>.error(TestError())
    let justReturn: RIBStreams.Signal<Int> = failing.asSharedSequence(onErrorJustReturn: -1)
    let driveWith = failing.asSharedSequence(
      sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: .just(-2))
    let recover: RIBStreams.Signal<Int> = failing.asSharedSequence(onErrorRecover: { _ in
      .just(-3)
    })
    var values: [Int] = []
    _ = justReturn.emit(onNext: { values.append($0) })
    _ = driveWith.drive(onNext: { values.append($0) })
    _ = recover.emit(onNext: { values.append($0) })
    #expect(values == [-1, -2, -3])
  }

  @Test func createUnsafeNeitherSharesNorMovesItsSource() {
    var subscriptions = 0
    let source = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(subscriptions)
      return Disposables.create()
    }
    let driver = Driver<Int>.createUnsafe(source: source)
    var values: [Int] = []
    let a = driver.drive(onNext: { values.append($0) })
    let b = driver.drive(onNext: { values.append($0) })
    a.dispose()
    b.dispose()
    #expect(subscriptions == 2)
    #expect(values == [1, 2])
  }

  @Test func aSharedSequenceConvertsToAnInfallible() {
    var values: [Int] = []
    _ = Driver.of(1, 2).asInfallible().subscribe(onNext: { values.append($0) })
    #expect(values == [1, 2])
  }
}

/// `Signal.withUnretained`, which RxCocoa offers on signals only.
@MainActor
@Suite struct SignalWithUnretainedTests {
  private final class Owner {
    let name: String
    init(name: String) { self.name = name }
  }

  @Test func pairsValuesWithTheOwnerAndCompletesOnceItIsGone() {
    let relay = PublishRelay<Int>()
    var owner: Owner? = Owner(name: "screen")
    var pairs: [String] = []
    var completed = false
    let subscription = relay.asSignal().withUnretained(owner!)
      .emit(onNext: { pairs.append("\($0.0.name) \($0.1)") }, onCompleted: { completed = true })
    relay.accept(1)
    owner = nil
    relay.accept(2)
    subscription.dispose()
    #expect(pairs == ["screen 1"])
    #expect(completed)
  }

  @Test func aSelectorMakesTheResult() {
    let owner = Owner(name: "a")
    var values: [String] = []
    _ = RIBStreams.Signal.of(1, 2).withUnretained(owner) { "\($0.name)\($1)" }
      .emit(onNext: { values.append($0) })
    #expect(values == ["a1", "a2"])
  }
}
