import Dispatch
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Operators fed 10^5 events synchronously, on a thread with a small stack, and operators a
/// subscriber re-enters by sending into the subject it observes: every one must run in a loop,
/// in time proportional to the events.
@Suite struct OperatorScaleAttackTests {
  static let many = Sanitizers.workload(100_000, sanitized: 10_000)
  static let deep = Sanitizers.workload(20_000, sanitized: 4_000)

  // A buffer as large as the stream is long: each value past it used to shift the whole
  // buffer, quadratic in the buffer's size.
  @Test(.timeLimit(.minutes(Sanitizers.areActive ? 10 : 1)))
  func aLargeReplayBufferStaysLinear() async {
    let size = Self.many
    let (replayed, first, last) = await onSmallStack {
      let subject = ReplaySubject<Int>.create(bufferSize: size)
      for value in 0..<(3 * size) { subject.onNext(value) }
      var replayed = 0
      var first = -1
      var last = -1
      _ = subject.subscribe(onNext: { value in
        if first < 0 { first = value }
        last = value
        replayed += 1
      })
      return (replayed, first, last)
    }
    #expect(replayed == size)
    #expect(first == 2 * size)
    #expect(last == 3 * size - 1)
  }

  @Test(.timeLimit(.minutes(Sanitizers.areActive ? 10 : 1)))
  func shareReplayingALongSynchronousSourceStaysLinear() async {
    let size = Self.many / 2
    let (live, late) = await onSmallStack {
      let shared = Observable.range(start: 0, count: 3 * size).share(replay: size)
      var live = 0
      var late = 0
      let connectionHolder = shared.subscribe(onNext: { _ in live += 1 })
      _ = shared.subscribe(onNext: { _ in late += 1 })
      connectionHolder.dispose()
      return (live, late)
    }
    #expect(live == 3 * size)
    // The source completed: the connection ended, the next subscriber resubscribes.
    #expect(late == 3 * size)
  }

  @Test func zipAndCombineLatestOfLongSynchronousSources() async {
    let (zipped, combined) = await onSmallStack {
      var zipped = 0
      var combined = 0
      _ = Observable.zip(
        Observable.range(start: 0, count: Self.many), Observable.range(start: 0, count: Self.many)
      )
      .subscribe(onNext: { left, right in if left == right { zipped += 1 } })
      _ = Observable.combineLatest(
        Observable.range(start: 0, count: Self.many), Observable.range(start: 0, count: Self.many)
      )
      .subscribe(onNext: { _ in combined += 1 })
      return (zipped, combined)
    }
    #expect(zipped == Self.many)
    // The ranges take turns (as in RxSwift): every value after the first pair combines twice.
    #expect(combined == 2 * Self.many - 1)
  }

  @Test func scanReduceStartWithAndTakeUntilOverALongSource() async {
    let (scanned, reduced, started, taken) = await onSmallStack {
      var scanned = 0
      var reduced = 0
      var started = 0
      var taken = 0
      let source = Observable.range(start: 1, count: Self.many)
      _ = source.scan(0) { $0 + $1 }.subscribe(onNext: { scanned = $0 })
      _ = source.reduce(0, accumulator: { count, _ in count + 1 }).subscribe(onNext: {
        reduced = $0
      })
      _ = source.startWith(0).subscribe(onNext: { _ in started += 1 })
      let subject = PublishSubject<Int>()
      _ = subject.take(until: subject.filter { $0 == Self.many }).subscribe(onNext: { _ in
        taken += 1
      })
      for value in 1...Self.many { subject.onNext(value) }
      return (scanned, reduced, started, taken)
    }
    #expect(scanned == Self.many * (Self.many + 1) / 2)
    #expect(reduced == Self.many)
    #expect(started == Self.many + 1)
    #expect(taken == Self.many - 1)
  }

  @Test func groupByWithAGroupPerValue() async {
    let count = Self.many / 4
    let (grouped, groups) = await onSmallStack {
      var grouped = 0
      var groups = 0
      _ = Observable.range(start: 0, count: count).groupBy { $0 }
        .flatMap { group -> Observable<Int> in
          groups += 1
          return group.asObservable()
        }
        .subscribe(onNext: { _ in grouped += 1 })
      return (grouped, groups)
    }
    #expect(grouped == count)
    #expect(groups == count)
  }

  @Test func ambOfManySourcesLetsTheLosersGo() async {
    let winner = await onSmallStack {
      let losers = (0..<Self.many).map { _ in Observable<Int>.never() }
      var winner = -1
      _ = Observable.amb(losers + [Observable.just(7)]).subscribe(onNext: { winner = $0 })
      return winner
    }
    #expect(winner == 7)
  }

  /// Each operator fed a long synchronous source, on a virtual-time scheduler whose queue
  /// holds a timer per value.
  @Test(arguments: ["buffer", "window", "debounce", "sample", "timeout"])
  func timedOperatorsOfALongSynchronousSource(_ name: String) async {
    let (count, last) = await onSmallStack {
      let scheduler = HistoricalScheduler()
      let source = Observable.range(start: 0, count: Self.many)
      var count = 0
      var last = -1
      let stream: Observable<Int>
      switch name {
      case "buffer":
        stream = source.buffer(timeSpan: .seconds(1), count: 1, scheduler: scheduler)
          // The buffer open at the completion is emitted too, empty here.
          .compactMap { $0.count == 1 ? $0[0] : nil }
      case "window":
        stream = source.window(timeSpan: .seconds(1), count: 1, scheduler: scheduler)
          .flatMap { $0 }
      case "debounce": stream = source.debounce(.seconds(1), scheduler: scheduler)
      case "sample": stream = source.sample(source.filter { $0 == Self.many - 1 })
      default: stream = source.timeout(.seconds(1), scheduler: scheduler)
      }
      _ = stream.subscribe(onNext: { value in
        count += 1
        last = value
      })
      scheduler.start()
      return (count, last)
    }
    // The source is subscribed first, as in RxSwift: the one tick samples its last value.
    #expect(count == (["debounce": 1, "sample": 1][name] ?? Self.many))
    #expect(last == Self.many - 1)
  }

  /// `[just(index), [just(index + 1), […].concat()].concat()].concat()`, built lazily: RxSwift
  /// takes the nested concatenations' sources in the outer one's loop, so this runs to any
  /// depth, and forever when `last` is nil.
  private static func nestedConcatenation(from index: Int, to last: Int?) -> Observable<Int> {
    Observable.concat(
      [0, 1].lazy.map { part in
        if part == 0 { return Observable.just(index) }
        if let last, index >= last { return Observable.empty() }
        return nestedConcatenation(from: index + 1, to: last)
      })
  }

  @Test func concatenationsNestedInTheLastPlaceRunInALoop() async {
    let (values, completed, taken) = await onSmallStack {
      var values = 0
      var completed = false
      _ = Self.nestedConcatenation(from: 1, to: Self.deep)
        .subscribe(onNext: { _ in values += 1 }, onCompleted: { completed = true })
      var taken: [Int] = []
      _ = Self.nestedConcatenation(from: 0, to: nil).skip(Self.deep - 3).take(3)
        .subscribe(onNext: { taken.append($0) })
      return (values, completed, taken)
    }
    #expect(values == Self.deep)
    #expect(completed)
    #expect(taken == [Self.deep - 3, Self.deep - 2, Self.deep - 1])
  }

  @Test func aConcatenationOfNestedConcatenationsKeepsTheOrder() {
    var values: [Int] = []
    let nested = Observable.concat(
      Observable.concat(.just(1), Observable.concat(.just(2), .just(3))),
      Observable.just(4).concat(Observable.just(5)),
      Observable.concat([Observable<Int>]()),
      .just(6))
    _ = nested.subscribe(onNext: { values.append($0) })
    _ = nested.subscribe(onNext: { values.append($0) })
    #expect(values == [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6])
  }

  @Test func aConcatenationReadsEachSourceOnlyOnceThePreviousOneHasCompleted() {
    let first = PublishSubject<Int>()
    var read: [Int] = []
    let sources = (0..<4).lazy.map { index -> Observable<Int> in
      read.append(index)
      switch index {
      case 0: return first.asObservable()
      case 1:
        return Observable.concat(
          [2, 3].lazy.map { value in
            read.append(value * 10)
            return Observable.just(value)
          })
      default: return .just(index + 2)
      }
    }
    var values: [Int] = []
    var completed = false
    _ = Observable.concat(sources).subscribe(
      onNext: { values.append($0) }, onCompleted: { completed = true })
    #expect(read == [0])
    first.onNext(1)
    #expect(read == [0])
    first.onCompleted()
    #expect(read == [0, 1, 20, 30, 2, 3])
    #expect(values == [1, 2, 3, 4, 5])
    #expect(completed)
  }

  @Test func aLongConcatenationOfSourcesThatEndLaterReadsOnlyWhatItRuns() {
    let subject = PublishSubject<Int>()
    var read = 0
    var values: [Int] = []
    var completed = false
    let sources = (0..<Self.many).lazy.map { _ -> Observable<Int> in
      read += 1
      return subject.take(1)
    }
    _ = Observable.concat(sources).take(3)
      .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
    for value in 1...5 { subject.onNext(value) }
    #expect(read == 3)
    #expect(values == [1, 2, 3])
    #expect(completed)
    #expect(!subject.hasObservers)
  }

  /// A subscriber that sends into the subject it observes, through each operator in turn.
  @Test(arguments: [
    "scan", "distinctUntilChanged", "share", "share(replay:)", "replay", "flatMap",
    "flatMapLatest", "concatMap", "combineLatest", "zip", "withLatestFrom", "startWith",
    "takeUntil", "catch", "retry", "observe(on: CurrentThreadScheduler)", "groupBy",
  ])
  func reentrantSendsThroughAnOperatorAreQueuedNotNested(_ name: String) async {
    let delivered = await onSmallStack {
      let subject = PublishSubject<Int>()
      let stream = Self.through(name, subject.asObservable())
      var seen = 0
      var largest = 0
      let subscription = stream.subscribe(onNext: { value in
        seen += 1
        largest = max(largest, value)
        if value < Self.deep { subject.onNext(value + 1) }
      })
      subject.onNext(1)
      subscription.dispose()
      return largest
    }
    #expect(delivered == Self.deep)
  }

  private static func through(_ name: String, _ source: Observable<Int>) -> Observable<Int> {
    switch name {
    case "scan": return source.scan(0) { _, value in value }
    case "distinctUntilChanged": return source.distinctUntilChanged()
    case "share": return source.share()
    case "share(replay:)": return source.share(replay: 1, scope: .forever)
    case "replay":
      let connectable = source.replay(1)
      _ = connectable.connect()
      return connectable.asObservable()
    case "flatMap": return source.flatMap { Observable.just($0) }
    case "flatMapLatest": return source.flatMapLatest { Observable.just($0) }
    case "concatMap": return source.concatMap { Observable.just($0) }
    case "combineLatest":
      return Observable.combineLatest(source, Observable.just(0)) { value, _ in value }
    case "zip": return Observable.zip(source, source) { value, _ in value }
    case "withLatestFrom": return source.withLatestFrom(source)
    case "startWith": return source.startWith(0)
    case "takeUntil": return source.take(until: Observable<Int>.never())
    case "catch": return source.catch { _ in .empty() }
    case "retry": return source.retry()
    case "groupBy": return source.groupBy { $0 % 2 }.flatMap { $0.asObservable() }
    default: return source.observe(on: CurrentThreadScheduler.instance)
    }
  }

  @Test func compositeDisposableOfManyItemsDisposedFromSeveralThreadsDisposesEachOnce() async {
    let count = Self.many
    let counter = AtomicCounter()
    let composite = CompositeDisposable()
    for _ in 0..<count { composite.insert(Disposables.create { _ = counter.increment() }) }
    let bodies: [@Sendable () -> Void] = (0..<4).map { _ in { composite.dispose() } }
    let finished = await allFinish(bodies)
    #expect(finished)
    #expect(counter.value == count)
    #expect(composite.isDisposed)
  }

  @Test func serialDisposablesReplacedFromSeveralThreadsDisposeEveryReplacedOne() async {
    let perThread = Self.many / 4
    let counter = AtomicCounter()
    let serial = SerialDisposable()
    let bodies: [@Sendable () -> Void] = (0..<4).map { _ in
      {
        for _ in 0..<perThread {
          serial.disposable = Disposables.create { _ = counter.increment() }
        }
      }
    }
    let finished = await allFinish(bodies)
    serial.dispose()
    #expect(finished)
    #expect(counter.value == 4 * perThread)
  }
}
