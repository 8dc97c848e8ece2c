import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Things 10^5 deep, each on a thread with a small stack: a frame per level would overflow it,
/// so each must run in a loop (or a queue-drain) rather than recurse.
@Suite struct StreamDepthAttackTests {
  // Deep enough that even a 25-byte frame per level would overflow the small stack (a
  // sanitizer makes frames bigger still).
  static let deep = Sanitizers.workload(20_000, sanitized: 4_000)

  /// Re-entrant sends to the same subject are queued by the subject, or trampolined by
  /// `observe(on: CurrentThreadScheduler)`, not nested.
  @Test(arguments: ["subject", "observe(on: CurrentThreadScheduler)"])
  func reentrantSendsToTheSameSubjectAreNotNested(_ path: String) async {
    let delivered = await onSmallStack {
      let subject = PublishSubject<Int>()
      let stream =
        path == "subject"
        ? subject.asObservable() : subject.observe(on: CurrentThreadScheduler.instance)
      var seen = 0
      let subscription = stream.subscribe(onNext: { value in
        seen += 1
        if value < Self.deep { subject.onNext(value + 1) }
      })
      subject.onNext(1)
      subscription.dispose()
      return seen
    }
    #expect(delivered == Self.deep)
  }

  @Test func reentrantAcceptsThroughAnOperatorChainAreQueuedNotNested() async {
    let delivered = await onSmallStack {
      let relay = BehaviorRelay(value: 0)
      var last = -1
      let subscription = relay.map { $0 + 1 }.filter { _ in true }.subscribe(onNext: { value in
        last = value
        if value < Self.deep { relay.accept(value) }
      })
      subscription.dispose()
      return last
    }
    #expect(delivered == Self.deep)
  }

  @Test func reentrantSendsThroughMergeAreQueuedNotNested() async {
    let delivered = await onSmallStack {
      let one = PublishSubject<Int>()
      let two = PublishSubject<Int>()
      var seen = 0
      let subscription = Observable.merge(one, two).subscribe(onNext: { value in
        seen += 1
        guard value < Self.deep else { return }
        if value % 2 == 0 { one.onNext(value + 1) } else { two.onNext(value + 1) }
      })
      one.onNext(1)
      subscription.dispose()
      return seen
    }
    #expect(delivered == Self.deep)
  }

  @Test func flatMapOfSynchronousInnersDoesNotNest() async {
    let count = await onSmallStack {
      var count = 0
      _ = Observable.range(start: 0, count: Self.deep).flatMap { Observable.just($0) }
        .subscribe(onNext: { _ in count += 1 })
      return count
    }
    #expect(count == Self.deep)
  }

  @Test func concatMapOfSynchronousInnersDoesNotNest() async {
    let (count, completed) = await onSmallStack {
      var count = 0
      var completed = false
      _ = Observable.range(start: 0, count: Self.deep).concatMap { Observable.just($0) }
        .subscribe(onNext: { _ in count += 1 }, onCompleted: { completed = true })
      return (count, completed)
    }
    #expect(count == Self.deep)
    #expect(completed)
  }

  @Test func switchLatestOfSynchronousInnersDoesNotNest() async {
    let count = await onSmallStack {
      var count = 0
      _ = Observable.range(start: 0, count: Self.deep).map { Observable.just($0) }
        .switchLatest().subscribe(onNext: { _ in count += 1 })
      return count
    }
    #expect(count == Self.deep)
  }

  @Test func concatOfManySynchronousSourcesDoesNotNest() async {
    let sum = await onSmallStack {
      var sum = 0
      let sources = (0..<Self.deep).map { _ in Observable.just(1) }
      _ = Observable.concat(sources).subscribe(onNext: { sum += $0 })
      return sum
    }
    #expect(sum == Self.deep)
  }

  @Test func mergeWithMaxConcurrentOfSynchronousSourcesDoesNotNest() async {
    let sum = await onSmallStack {
      var sum = 0
      let sources = (0..<Self.deep).map { _ in Observable.just(1) }
      _ = Observable.from(sources).merge(maxConcurrent: 2).subscribe(onNext: { sum += $0 })
      return sum
    }
    #expect(sum == Self.deep)
  }

  @Test func retryingASynchronouslyFailingSourceDoesNotNest() async {
    struct Failure: Error {}
    let attempts = await onSmallStack {
      var attempts = 0
      var failed = false
      _ = Observable<Int>.deferred {
        attempts += 1
        return .error(Failure())
      }
      .retry(Self.deep).subscribe(onError: { _ in failed = true })
      return failed ? attempts : -1
    }
    #expect(attempts == Self.deep)
  }

  @Test func retryWhenWithSynchronousRetriesDoesNotNest() async {
    struct Failure: Error {}
    let attempts = await onSmallStack {
      var attempts = 0
      _ = Observable<Int>.deferred {
        attempts += 1
        return attempts < Self.deep ? .error(Failure()) : .just(attempts)
      }
      .retry(when: { (errors: Observable<Failure>) in errors })
      .subscribe()
      return attempts
    }
    #expect(attempts == Self.deep)
  }

  @Test func repeatElementTakenManyTimesEnds() async {
    let count = await onSmallStack {
      var count = 0
      _ = Observable.repeatElement(1).take(Self.deep).subscribe(onNext: { count += $0 })
      return count
    }
    #expect(count == Self.deep)
  }

  @Test func currentThreadSchedulerTrampolinesRecursiveScheduling() async {
    let runs = await onSmallStack {
      var runs = 0
      func step() -> any Disposable {
        runs += 1
        if runs < Self.deep { _ = CurrentThreadScheduler.instance.schedule(()) { step() } }
        return Disposables.create()
      }
      _ = CurrentThreadScheduler.instance.schedule(()) { step() }
      return runs
    }
    #expect(runs == Self.deep)
  }

  @Test func disposeBagReleasesManyDisposablesInALoop() async {
    let disposed = await onSmallStack {
      let counter = AtomicCounter()
      do {
        let bag = DisposeBag()
        for _ in 0..<Self.deep { bag.insert(Disposables.create { _ = counter.increment() }) }
      }
      return counter.value
    }
    #expect(disposed == Self.deep)
  }

  @Test func serialDisposableReplacedManyTimesDisposesEachOne() async {
    let disposed = await onSmallStack {
      let counter = AtomicCounter()
      let serial = SerialDisposable()
      for _ in 0..<Self.deep {
        serial.disposable = Disposables.create { _ = counter.increment() }
      }
      serial.dispose()
      return counter.value
    }
    #expect(disposed == Self.deep)
  }

  // Loose under a sanitizer, where a loaded run can take longer than a minute whatever the
  // complexity.
  @Test(.timeLimit(.minutes(Sanitizers.areActive ? 10 : 1)))
  func compositeDisposableRemovesManyKeysQuickly() async {
    // Removed last first, the order that made each removal scan all that was left: minutes.
    let count = Sanitizers.workload(100_000, sanitized: 1_000)
    let (disposed, left) = await onSmallStack {
      let counter = AtomicCounter()
      let composite = CompositeDisposable()
      let keys = (0..<count).compactMap { _ in
        composite.insert(Disposables.create { _ = counter.increment() })
      }
      for key in keys.reversed() where key != keys[0] { composite.remove(for: key) }
      return (counter.value, composite.count)
    }
    #expect(disposed == count - 1)
    #expect(left == 1)
  }

  @Test func manyObserversOfOneSubjectSubscribeAndDisposeQuickly() async {
    let counts = await onSmallStack {
      let subject = PublishSubject<Int>()
      let delivered = AtomicCounter()
      let subscriptions = (0..<Self.deep).map { _ in
        subject.subscribe(onNext: { _ in _ = delivered.increment() })
      }
      subject.onNext(1)
      for subscription in subscriptions.reversed() { subscription.dispose() }
      return (delivered.value, subject.hasObservers)
    }
    #expect(counts.0 == Self.deep)
    #expect(!counts.1)
  }

  // Loose under a sanitizer, where a loaded run can take longer than a minute whatever the
  // complexity.
  @Test(.timeLimit(.minutes(Sanitizers.areActive ? 10 : 1)))
  func flatMapWithManyLiveInnersCompletingInReverseStaysFast() async {
    // Quadratic removal took minutes here; linear, a second.
    let count = Sanitizers.workload(50_000, sanitized: 500)
    let (values, completed) = await onSmallStack {
      let inners = (0..<count).map { _ in PublishSubject<Int>() }
      var values = 0
      var completed = false
      let subscription = Observable.from(inners).flatMap { $0 }
        .subscribe(onNext: { values += $0 }, onCompleted: { completed = true })
      for inner in inners.reversed() {
        inner.onNext(1)
        inner.onCompleted()
      }
      subscription.dispose()
      return (values, completed)
    }
    #expect(values == count)
    #expect(completed)
  }

  @Test func reentrantSendsIntoACreateObserverAreQueuedNotNested() async {
    let delivered = await onSmallStack {
      let emitter = Locked<AnyObserver<Int>?>(nil)
      let source = Observable<Int>.create { observer in
        emitter.withLock { $0 = observer }
        return Disposables.create()
      }
      var seen = 0
      let subscription = source.subscribe(onNext: { value in
        seen += 1
        if value < Self.deep { emitter.value?.onNext(value + 1) }
      })
      emitter.value?.onNext(1)
      subscription.dispose()
      return seen
    }
    #expect(delivered == Self.deep)
  }

  @Test func completableConcatAndMergeOfManyDoNotNest() async {
    let (concatenated, merged) = await onSmallStack {
      var concatenated = false
      var merged = false
      let sources = (0..<Self.deep).map { _ in Completable.empty() }
      _ = Completable.concat(sources).subscribe(onCompleted: { concatenated = true })
      _ = Completable.merge(sources).subscribe(onCompleted: { merged = true })
      return (concatenated, merged)
    }
    #expect(concatenated)
    #expect(merged)
  }
}
