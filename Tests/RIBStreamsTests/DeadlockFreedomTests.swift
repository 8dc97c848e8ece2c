import Dispatch
import Foundation
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Disposal, cancellation and the release of observers cross streams on other threads without
/// deadlocking. Each test forces the interleaving that used to hang, under a watchdog
/// (``allFinish(within:_:)``) that fails it instead.
@Suite struct DeadlockFreedomTests {
  // MARK: - Cancelling a loop over `values`

  /// The task runtime holds the cancelled task's status lock while it runs the cancellation
  /// handler; a producer resuming that task holds the relay's lock. The handler must not wait
  /// for the relay.
  ///
  /// The cases run one at a time, their loops on a thread of their own (or the main actor): four
  /// spinning producers beside the rest of the suite under the thread sanitizer left the task
  /// pool no time to start a single loop in the watchdog's minute.
  @Test(.serialized, arguments: ["publish", "behavior"], [false, true])
  func cancellingALoopWhileAnotherThreadAcceptsDoesNotDeadlock(
    _ kind: String, onMainActor: Bool
  ) async {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let accept: @Sendable (Int) -> Void
    let values: @Sendable () -> RelayValues<Int>
    if kind == "publish" {
      accept = { publish.accept($0) }
      values = { publish.values }
    } else {
      accept = { behavior.accept($0) }
      values = { behavior.values }
    }
    // The hang came within a few hundred tries; a slow build (a sanitizer, a loaded machine)
    // makes fewer in its time, which is bounded so the suite stays fast.
    let tries = 1200
    let tryFor = Duration.seconds(3)
    let stop = Atomic<Bool>(false)
    let loops = Atomic<Int>(0)
    // While a loop subscribes to the behavior relay, the producer holds off: the subscribing
    // thread delivers what is sent during its replay, and a producer faster than it (the main
    // thread under the thread sanitizer) kept it there, and the main actor with it, until the
    // producer stopped. The relay's current value starts the loop; the race this test is about
    // is the cancellation's, after that.
    let subscribing = Atomic<Bool>(false)
    let holdsOffWhileSubscribing = kind == "behavior"
    let executor = DedicatedThreadExecutor()
    defer { executor.shutDown() }
    // A loop on the main actor starts only when the main actor is free: in a full run under a
    // sanitizer, the suite's main-actor tests hold it for minutes between them.
    let watchdog: Double = onMainActor ? 240 : 60
    let finished = await allFinish(
      within: watchdog,
      [
        {
          var value = 0
          // Bounded, so that a deadlocked loop does not leave it spinning.
          let deadline = ContinuousClock.now + .seconds(90)
          while !stop.load(ordering: .relaxed), ContinuousClock.now < deadline {
            if holdsOffWhileSubscribing, subscribing.load(ordering: .acquiring) {
              sched_yield()
              continue
            }
            value &+= 1
            accept(value)
            // Leaves the cores to the loops' tasks: four of these spinning starved the pool.
            sched_yield()
          }
        },
        {
          defer { stop.store(true, ordering: .relaxed) }
          let stopTrying = ContinuousClock.now + tryFor
          for _ in 0..<tries where ContinuousClock.now < stopTrying {
            let started = DispatchSemaphore(value: 0)
            let ended = DispatchSemaphore(value: 0)
            let loop: @Sendable () async -> Void = {
              var first = true
              for await _ in values() where first {
                first = false
                started.signal()
              }
              ended.signal()
            }
            subscribing.store(true, ordering: .releasing)
            let task =
              onMainActor
              ? Task { @MainActor in await loop() }
              : Task(executorPreference: executor) { await loop() }
            started.wait()
            subscribing.store(false, ordering: .releasing)
            task.cancel()
            ended.wait()
            loops.add(1, ordering: .relaxed)
          }
        },
      ])
    #expect(finished)
    #expect(loops.load(ordering: .relaxed) > 0)
  }

  // MARK: - Disposal as the back edge between two subjects

  /// Thread 1 delivers `first`'s event to an observer that disposes a subscription to
  /// `second`, while thread 2 delivers `second`'s event to an observer that disposes a
  /// subscription to `first`. Each waits for the other's delivery to end, which needs the
  /// other to return: one of them must return without waiting.
  private func crossDisposal(
    disposesItself: Bool,
    _ wrap: @escaping @Sendable (Observable<Int>) -> Observable<Int> = { $0 }
  ) async -> (finished: Bool, counts: [Int]) {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let firstDelivering = DispatchSemaphore(value: 0)
    let secondDelivering = DispatchSemaphore(value: 0)
    let counts = Locked([0, 0])
    let toFirst = SingleAssignmentDisposable()
    let toSecond = SingleAssignmentDisposable()
    // The subscriptions the observers dispose: their own or a bystander's.
    let bystanderOfFirst = wrap(first.asObservable()).subscribe(onNext: { _ in })
    let bystanderOfSecond = wrap(second.asObservable()).subscribe(onNext: { _ in })
    toFirst.setDisposable(
      wrap(first.asObservable()).subscribe(onNext: { value in
        counts.withLock { $0[0] += 1 }
        guard value == 1 else { return }
        firstDelivering.signal()
        secondDelivering.wait()
        if disposesItself { toSecond.dispose() } else { bystanderOfSecond.dispose() }
      }))
    toSecond.setDisposable(
      wrap(second.asObservable()).subscribe(onNext: { value in
        counts.withLock { $0[1] += 1 }
        guard value == 2 else { return }
        secondDelivering.signal()
        firstDelivering.wait()
        if disposesItself { toFirst.dispose() } else { bystanderOfFirst.dispose() }
      }))
    let finished = await allFinish([{ first.onNext(1) }, { second.onNext(2) }])
    guard finished else { return (false, []) }
    // Whichever returned without waiting, nothing more reaches a disposed subscription.
    first.onNext(3)
    second.onNext(4)
    toFirst.dispose()
    toSecond.dispose()
    bystanderOfFirst.dispose()
    bystanderOfSecond.dispose()
    return (true, counts.value)
  }

  @Test(arguments: [true, false])
  func disposingEachOthersSubscriptionsFromTwoDeliveriesDoesNotDeadlock(disposesItself: Bool) async
  {
    let result = await crossDisposal(disposesItself: disposesItself)
    #expect(result.finished)
    #expect(result.counts == (disposesItself ? [1, 1] : [2, 2]))
  }

  @Test(arguments: [true, false])
  func crossDisposalThroughAnOperatorChainDoesNotDeadlock(disposesItself: Bool) async {
    let result = await crossDisposal(disposesItself: disposesItself) {
      $0.map { $0 }.filter { _ in true }
    }
    #expect(result.finished)
    #expect(result.counts == (disposesItself ? [1, 1] : [2, 2]))
  }

  @Test(arguments: [true, false])
  func crossDisposalThroughMergeDoesNotDeadlock(disposesItself: Bool) async {
    let result = await crossDisposal(disposesItself: disposesItself) {
      Observable.merge($0, Observable<Int>.never())
    }
    #expect(result.finished)
    #expect(result.counts == (disposesItself ? [1, 1] : [2, 2]))
  }

  /// W1: the same through `Observable.create`, alone and under `map`: its sink serialises
  /// the events it forwards, and disposing it from inside a delivery must not wait for one in
  /// flight on the thread that waits for this one.
  @Test(arguments: [true, false], [false, true])
  func crossDisposalThroughCreateDoesNotDeadlock(disposesItself: Bool, mapped: Bool) async {
    let result = await crossDisposal(disposesItself: disposesItself) { source in
      let created = Observable<Int>.create { observer in source.subscribe(observer) }
      return mapped ? created.map { $0 } : created
    }
    #expect(result.finished)
    #expect(result.counts == (disposesItself ? [1, 1] : [2, 2]))
  }

  /// The same through `observe(on:)` on both sides: each side's delivery runs on its own queue
  /// and holds that queue's delivery lock, which disposing the other side waits for.
  @Test(arguments: [true, false])
  func crossDisposalThroughObserveOnDoesNotDeadlock(disposesItself: Bool) async {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let firstQueue = DispatchQueue(label: "first")
    let secondQueue = DispatchQueue(label: "second")
    let firstDelivering = DispatchSemaphore(value: 0)
    let secondDelivering = DispatchSemaphore(value: 0)
    let bothReturned = DispatchGroup()
    let toFirst = SingleAssignmentDisposable()
    let toSecond = SingleAssignmentDisposable()
    let bystanderOfFirst = first.observe(on: firstQueue).subscribe(onNext: { _ in })
    let bystanderOfSecond = second.observe(on: secondQueue).subscribe(onNext: { _ in })
    let counts = Locked([0, 0])
    bothReturned.enter()
    bothReturned.enter()
    // Weak: each holder keeps its subscription, whose handler (kept after disposal) would
    // otherwise hold the other holder, and the two would keep each other.
    toFirst.setDisposable(
      first.observe(on: firstQueue).subscribe(onNext: { [weak toSecond] _ in
        counts.withLock { $0[0] += 1 }
        firstDelivering.signal()
        secondDelivering.wait()
        if disposesItself { toSecond?.dispose() } else { bystanderOfSecond.dispose() }
        bothReturned.leave()
      }))
    toSecond.setDisposable(
      second.observe(on: secondQueue).subscribe(onNext: { [weak toFirst] _ in
        counts.withLock { $0[1] += 1 }
        secondDelivering.signal()
        firstDelivering.wait()
        if disposesItself { toFirst?.dispose() } else { bystanderOfFirst.dispose() }
        bothReturned.leave()
      }))
    first.onNext(1)
    second.onNext(2)
    let finished =
      await allFinish([{ _ = bothReturned.wait(timeout: .now() + 60) }])
      && bothReturned.wait(timeout: .now()) == .success
    #expect(finished)
    guard finished else { return }
    toFirst.dispose()
    toSecond.dispose()
    bystanderOfFirst.dispose()
    bystanderOfSecond.dispose()
    #expect(counts.value == [1, 1])
  }

  /// A disposal already waiting when another thread, which must hold a lock to go on, closes
  /// the cycle: the disposal is the one that gives up.
  @Test func aDisposalWaitingBeforeASendClosesTheCycleGivesUp() async {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let firstDelivering = DispatchSemaphore(value: 0)
    let secondDelivering = DispatchSemaphore(value: 0)
    let received = Locked<[Int]>([])
    let toSecond = SingleAssignmentDisposable()
    let toFirst = first.subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      guard value == 1 else { return }
      firstDelivering.signal()
      secondDelivering.wait()
      // Waits for `second`'s delivery on the other thread.
      toSecond.dispose()
    })
    toSecond.setDisposable(
      second.subscribe(onNext: { _ in
        secondDelivering.signal()
        firstDelivering.wait()
        // Only once the disposal above waits: then this send closes the cycle.
        while DisposalWaits.waitingThreadCount == 0 { sched_yield() }
        first.onNext(2)
      }))
    let finished = await allFinish([{ first.onNext(1) }, { second.onNext(1) }])
    #expect(finished)
    guard finished else { return }
    #expect(received.value == [1, 2])
    toFirst.dispose()
  }

  // MARK: - Releasing observers outside the lock

  /// What an observer captured may run any code in its deinit: here it waits until another
  /// thread has disposed a subscription to the same subject, which takes the subject's lock.
  /// Released under that lock, it deadlocks. `release` lets go of the only subscription that
  /// holds the tripwire (its disposable was dropped).
  private func releaseWhileAnotherThreadDisposes(
    release: @escaping @Sendable (Locked<PublishSubject<Int>?>) -> Void
  ) async -> Bool {
    let first = Locked<PublishSubject<Int>?>(PublishSubject<Int>())
    let releasing = DispatchSemaphore(value: 0)
    let otherDisposed = DispatchSemaphore(value: 0)
    // Disposing it takes the subject's lock; it outlives the subject itself.
    let secondToFirst = first.value!.subscribe(onNext: { _ in })
    // Created in the capture list, so the observer is the only thing that holds it.
    _ = first.value!.subscribe(onNext: {
      [tripwire = Tripwire(signalling: releasing, thenWaitingFor: otherDisposed)] _ in
      _ = tripwire
    })
    return await allFinish([
      {
        releasing.wait()
        secondToFirst.dispose()
        otherDisposed.signal()
      },
      { release(first) },
    ])
  }

  @Test func aTerminalEventReleasesObserversOutsideTheLock() async {
    #expect(await releaseWhileAnotherThreadDisposes { first in first.value!.onCompleted() })
  }

  @Test func aSubjectsDeinitReleasesObserversOutsideTheLock() async {
    #expect(await releaseWhileAnotherThreadDisposes { first in first.withLock { $0 = nil } })
  }

  /// An observer that disposes its own subscription, the only thing that held it, is released
  /// once the delivery has let go of the lock.
  @Test func anObserverDisposingItselfIsReleasedOutsideTheLock() async {
    let first = PublishSubject<Int>()
    let releasing = DispatchSemaphore(value: 0)
    let otherDisposed = DispatchSemaphore(value: 0)
    let secondToFirst = first.subscribe(onNext: { _ in })
    let own = SingleAssignmentDisposable()
    // Held by the observer alone: once it disposes itself, nothing else holds it.
    own.setDisposable(
      first.subscribe(onNext: {
        [tripwire = Tripwire(signalling: releasing, thenWaitingFor: otherDisposed)] _ in
        _ = tripwire
        own.dispose()
      }))
    let finished = await allFinish([
      {
        releasing.wait()
        secondToFirst.dispose()
        otherDisposed.signal()
      },
      { first.onNext(1) },
    ])
    #expect(finished)
  }
}

/// Runs `onDeinit` when it is released: a captured object whose deinit runs code of its own.
private final class Tripwire: Sendable {
  let onDeinit: @Sendable () -> Void

  init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }

  /// A tripwire whose deinit signals `released`, then waits for `proceed`.
  convenience init(
    signalling released: DispatchSemaphore, thenWaitingFor proceed: DispatchSemaphore
  ) {
    self.init {
      released.signal()
      proceed.wait()
    }
  }

  deinit { onDeinit() }
}
