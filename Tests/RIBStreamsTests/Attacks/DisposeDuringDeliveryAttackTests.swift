import Dispatch
import Foundation
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Issue 27's disposal contract through the operator families the other disposal tests leave
/// out: `dispose()` on one thread while the subscriber's callback runs on another returns only
/// once that callback has returned, and no delivery starts after it returned.
@Suite struct DisposeDuringDeliveryAttackTests {
  static let families = [
    "combineLatest", "flatMapLatest", "switchLatest", "share", "share(replay:)",
    "publish+refCount", "replay+refCount", "catch", "catchAndReturn", "materialize",
    "observe(on:)", "delay", "debounce", "throttle", "buffer", "interval", "scan",
    "distinctUntilChanged", "startWith", "take", "skip", "take(while:)", "create",
    "Single.create", "Maybe.create", "Infallible", "withUnretained", "subscribe(on:)",
    "delaySubscription", "observe(on: concurrent)", "interval(concurrent)",
  ]

  private struct Failure: Error {}

  /// A stream delivering `source`'s values (or, for `interval`, ticks of its own) to the
  /// subscriber; `queue` runs the timed operators' work.
  static func pipeline(
    _ family: String, _ source: PublishSubject<Int>, _ queue: DispatchQueue
  ) -> Observable<Int> {
    let scheduler = SerialDispatchQueueScheduler(queue: queue)
    switch family {
    case "combineLatest": return Observable.combineLatest(source, Observable.just(0)) { $0 + $1 }
    case "flatMapLatest": return source.flatMapLatest { Observable.just($0) }
    case "switchLatest": return source.map { Observable.just($0) }.switchLatest()
    case "share": return source.share()
    case "share(replay:)": return source.share(replay: 1, scope: .forever)
    case "publish+refCount": return source.publish().refCount()
    case "replay+refCount": return source.replay(1).refCount()
    case "catch": return Observable<Int>.error(Failure()).catch { _ in source }
    case "catchAndReturn": return source.catchAndReturn(0)
    case "materialize": return source.materialize().dematerialize()
    case "observe(on:)": return source.observe(on: scheduler)
    case "delay": return source.delay(.nanoseconds(0), scheduler: scheduler)
    case "debounce": return source.debounce(.nanoseconds(1), scheduler: scheduler)
    case "throttle": return source.throttle(.seconds(3_600), scheduler: scheduler)
    case "buffer":
      return source.buffer(timeSpan: .seconds(3_600), count: 1, scheduler: scheduler)
        .map { $0.count }
    case "interval": return Observable<Int>.interval(.nanoseconds(1), scheduler: scheduler)
    case "observe(on: concurrent)":
      return source.observe(on: ConcurrentDispatchQueueScheduler(queue: .global()))
    case "interval(concurrent)":
      return Observable<Int>.interval(
        .nanoseconds(1), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
    case "scan": return source.scan(0) { $0 + $1 }
    case "distinctUntilChanged": return source.distinctUntilChanged()
    case "startWith": return source.startWith(-1).filter { $0 >= 0 }
    case "take": return source.take(5)
    case "skip": return source.startWith(-1).skip(1)
    case "take(while:)": return source.take(while: { $0 < 100 })
    case "create": return Observable.create { observer in source.subscribe(observer) }
    case "Single.create":
      return Single<Int>.create { observer in
        source.subscribe(onNext: { observer(.success($0)) })
      }.asObservable()
    case "Maybe.create":
      return Maybe<Int>.create { observer in
        source.subscribe(onNext: { observer(.success($0)) })
      }.asObservable()
    case "Infallible": return source.asInfallible(onErrorJustReturn: 0).asObservable()
    case "subscribe(on:)": return source.subscribe(on: scheduler)
    case "delaySubscription": return source.delaySubscription(.nanoseconds(0), scheduler: scheduler)
    case _ where OperatorDisposeWaitsTests.families.contains(family):
      return OperatorDisposeWaitsTests.pipeline(family, source)
    default:
      // The source outlives the test's subscription, so the owner is there throughout.
      return source.withUnretained(source).map { $1 }
    }
  }

  @Test(arguments: families)
  func aDisposalOnAnotherThreadWaitsForTheCallbackInFlight(_ family: String) async {
    let source = PublishSubject<Int>()
    let queue = DispatchQueue(label: "dispose-during-delivery")
    let entered = DispatchSemaphore(value: 0)
    let callbackDone = Flag()
    let disposeReturned = Flag()
    let received = AtomicCounter()
    let late = AtomicCounter()
    let subscription = Self.pipeline(family, source, queue).subscribe(onNext: { _ in
      if disposeReturned.isSet { _ = late.increment() }
      guard received.increment() == 1 else { return }
      entered.signal()
      // Held until the disposer waits for it or has returned without waiting, the failure
      // looked for.
      let me = currentThreadIdentity()
      while !disposeReturned.isSet, !DisposalWaits.isAwaited(me) { sched_yield() }
      callbackDone.set()
    })
    let callbackWasDone = Locked<Bool?>(nil)
    let finished = await allFinish([
      {
        // Subscribed on the queue by some families: the value must find the subscription.
        while !family.hasPrefix("interval"), !source.hasObservers { sched_yield() }
        source.onNext(1)
      },
      {
        entered.wait()
        subscription.dispose()
        callbackWasDone.withLock { $0 = callbackDone.isSet }
        disposeReturned.set()
      },
    ])
    #expect(finished)
    guard finished else { return }
    #expect(callbackWasDone.value == true)
    source.onNext(2)
    queue.sync {}
    #expect(late.value == 0)
    #expect(!source.hasObservers || family == "share(replay:)")
  }

  /// The containers a subscription is kept in, disposed (or, for a bag, released) on another
  /// thread while the subscription's callback runs.
  static let containers = ["serial", "composite", "singleAssignment", "bag", "binary"]

  @Test(arguments: containers)
  func aContainerDisposedOnAnotherThreadWaitsForTheCallbackInFlight(_ container: String) async {
    let source = PublishSubject<Int>()
    let entered = DispatchSemaphore(value: 0)
    let callbackDone = Flag()
    let disposeReturned = Flag()
    let late = AtomicCounter()
    let subscription = source.map { $0 }.subscribe(onNext: { value in
      if disposeReturned.isSet { _ = late.increment() }
      guard value == 1 else { return }
      entered.signal()
      let me = currentThreadIdentity()
      while !disposeReturned.isSet, !DisposalWaits.isAwaited(me) { sched_yield() }
      callbackDone.set()
    })
    let bag = Locked<DisposeBag?>(DisposeBag())
    let dispose: @Sendable () -> Void
    switch container {
    case "serial":
      let serial = SerialDisposable()
      serial.disposable = subscription
      dispose = { serial.dispose() }
    case "composite":
      let composite = CompositeDisposable(subscription)
      dispose = { composite.dispose() }
    case "singleAssignment":
      let single = SingleAssignmentDisposable()
      single.setDisposable(subscription)
      dispose = { single.dispose() }
    case "bag":
      bag.withLock { $0?.insert(subscription) }
      dispose = {
        let released = bag.withLock { bag -> DisposeBag? in
          defer { bag = nil }
          return bag
        }
        _ = released
      }
    default:
      let binary = Disposables.create(subscription, Disposables.create())
      dispose = { binary.dispose() }
    }
    let callbackWasDone = Locked<Bool?>(nil)
    let finished = await allFinish([
      { source.onNext(1) },
      {
        entered.wait()
        dispose()
        callbackWasDone.withLock { $0 = callbackDone.isSet }
        disposeReturned.set()
      },
    ])
    #expect(finished)
    guard finished else { return }
    #expect(callbackWasDone.value == true)
    source.onNext(2)
    #expect(late.value == 0)
    #expect(!source.hasObservers)
  }
}
