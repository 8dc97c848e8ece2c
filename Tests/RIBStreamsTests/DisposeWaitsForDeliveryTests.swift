import Dispatch
import Foundation
import Testing

@testable import RIBStreams

/// A source that delivers under a lock of its own (a test fixture: the library's subjects hold
/// none while delivering, but wait for the callback in flight the same way), and tells the test
/// each time a disposal reaches it, before that disposal takes the lock. That is what makes the
/// tests below deterministic: a disposer that reached the source is waiting for the delivery
/// in flight; one that returned without reaching it did not wait.
final class GatedSource<Element>: Observable<Element>, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var handler: EventHandler<Element>?
  private let onDisposalReached: @Sendable () -> Void

  init(onDisposalReached: @escaping @Sendable () -> Void) {
    self.onDisposalReached = onDisposalReached
  }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    lock.withLock { self.handler = handler }
    return GateSubscription(source: self)
  }

  func send(_ event: Event<Element>) {
    lock.withLock { handler?(event) }
  }

  fileprivate func remove() {
    onDisposalReached()
    lock.withLock { handler = nil }
  }
}

/// Disposes through the source every time it is disposed, as a subject's subscription does.
private struct GateSubscription<Element>: Disposable, @unchecked Sendable {
  let source: GatedSource<Element>

  func dispose() { source.remove() }
}

/// `dispose()` returns only once no delivery is in flight, for every caller: a second thread
/// disposing while the first waits, a thread disposing while a terminal event is delivered. A
/// handler that disposes its own subscription does not deadlock.
@Suite struct DisposeWaitsForDeliveryTests {
  /// What one disposer saw when its `dispose()` returned.
  private final class Outcome: Sendable {
    let handlerWasDone = Locked<Bool?>(nil)
  }

  @Test func aSecondDisposerWaitsForTheDeliveryInFlight() async {
    let outcomes = await twoDisposersDuringADelivery { subscription in subscription }
    #expect(outcomes == [true, true])
  }

  /// The same through the disposables that hold others: each caller of the holder's
  /// `dispose()`, not only the first, reaches the subscription and waits.
  @Test(arguments: [
    "composite", "serial", "pair", "three", "array", "bag-like composite", "single assignment",
  ])
  func aSecondDisposerOfAHolderWaitsForTheDeliveryInFlight(_ holder: String) async {
    let outcomes = await twoDisposersDuringADelivery { subscription in
      let other = Disposables.create()
      switch holder {
      case "composite": return CompositeDisposable(subscription)
      case "single assignment":
        let slot = SingleAssignmentDisposable()
        slot.setDisposable(subscription)
        return slot
      case "serial":
        let serial = SerialDisposable()
        serial.disposable = subscription
        return serial
      case "pair": return Disposables.create(other, subscription)
      case "three": return Disposables.create(other, other, subscription)
      case "array": return Disposables.create([other, subscription])
      default:
        let composite = CompositeDisposable()
        composite.insert(other)
        composite.insert(subscription)
        return composite
      }
    }
    #expect(outcomes == [true, true])
  }

  /// Two threads dispose what `wrap` makes of a subscription while its handler runs, the second
  /// once the first is waiting; returns, for each, whether the handler was done when its
  /// `dispose()` returned.
  private func twoDisposersDuringADelivery(
    _ wrap: (any Disposable) -> any Disposable
  ) async -> [Bool?] {
    let progress = DispatchSemaphore(value: 0)
    let source = GatedSource<Int>(onDisposalReached: { progress.signal() })
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let handlerDone = Flag()
    let disposable = wrap(
      source.subscribe(onNext: { _ in
        entered.signal()
        release.wait()
        handlerDone.set()
      }))
    let first = Outcome()
    let second = Outcome()

    let group = DispatchGroup()
    runOnNewThread(group) { source.send(.next(1)) }
    runOnNewThread(group) {
      entered.wait()
      runOnNewThread(group) {
        disposable.dispose()
        first.handlerWasDone.withLock { $0 = handlerDone.isSet }
      }
      // The first disposer reached the source: it is waiting for the delivery.
      progress.wait()
      runOnNewThread(group) {
        disposable.dispose()
        second.handlerWasDone.withLock { $0 = handlerDone.isSet }
        progress.signal()
      }
      // The second disposer either reached the source too, or returned.
      progress.wait()
      release.signal()
    }
    await waitForThreads(group)
    return [first.handlerWasDone.value, second.handlerWasDone.value]
  }

  @Test func aDisposerWaitsForTheTerminalEventInFlight() async {
    let progress = DispatchSemaphore(value: 0)
    let source = GatedSource<Int>(onDisposalReached: { progress.signal() })
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let handlerDone = Flag()
    let subscription = source.subscribe(onCompleted: {
      entered.signal()
      release.wait()
      handlerDone.set()
    })
    let disposer = Outcome()

    let group = DispatchGroup()
    runOnNewThread(group) { source.send(.completed) }
    runOnNewThread(group) {
      entered.wait()
      runOnNewThread(group) {
        subscription.dispose()
        disposer.handlerWasDone.withLock { $0 = handlerDone.isSet }
        progress.signal()
      }
      // The disposer either reached the source, or returned.
      progress.wait()
      release.signal()
    }
    await waitForThreads(group)

    #expect(disposer.handlerWasDone.value == true)
  }

  @Test func aHandlerDisposingWhileAnotherThreadWaitsDoesNotDeadlock() async {
    let reached = DispatchSemaphore(value: 0)
    let source = GatedSource<Int>(onDisposalReached: { reached.signal() })
    let entered = DispatchSemaphore(value: 0)
    let received = AtomicCounter()
    let ownDisposalReturned = Flag()
    let holder = Locked<(any Disposable)?>(nil)
    let subscription = source.subscribe(onNext: { _ in
      received.increment()
      entered.signal()
      // Another thread is now disposing and waits for this delivery; end it from here too.
      reached.wait()
      holder.value?.dispose()
      ownDisposalReturned.set()
    })
    holder.withLock { $0 = subscription }
    let outside = Outcome()

    let group = DispatchGroup()
    runOnNewThread(group) { source.send(.next(1)) }
    runOnNewThread(group) {
      entered.wait()
      subscription.dispose()
      outside.handlerWasDone.withLock { $0 = ownDisposalReturned.isSet }
    }
    await waitForThreads(group)
    source.send(.next(2))

    #expect(ownDisposalReturned.isSet)
    #expect(outside.handlerWasDone.value == true)
    #expect(received.value == 1)
    // The handler holds `holder`, which holds the subscription that keeps the handler.
    holder.withLock { $0 = nil }
  }
}

/// Disposing a subscription lets go of its closures and what they captured, even while its
/// `Disposable` is kept (as RxSwift does: `self.subscription = stream.subscribe { self... }`
/// followed by `subscription.dispose()` leaves no cycle); and what keeps a disposed
/// subscription able to wait (its upstream, kept after disposal) is let go of with the
/// `Disposable`.
@Suite struct DisposedSubscriptionReleaseTests {
  private final class Captured: Sendable {}

  private static func stream(
    _ pipeline: String, on subject: PublishSubject<Int>
  )
    -> Observable<Int>
  {
    switch pipeline {
    case "operatorChain": subject.map { $0 }.filter { _ in true }.map { $0 }
    case "merge": Observable.merge(subject, Observable<Int>.never())
    case "share": subject.share(replay: 1)
    case "observeOn": subject.observe(on: DispatchQueue(label: "release"))
    case "create": Observable.create { observer in subject.subscribe(observer.on) }
    default: subject.asObservable()
    }
  }

  @Test(arguments: ["subject", "operatorChain", "merge", "share", "observeOn", "create"])
  func aDisposedSubscriptionReleasesWhatItsHandlerCaptured(_ pipeline: String) {
    let subject = PublishSubject<Int>()
    let stream = Self.stream(pipeline, on: subject)
    weak var released: Captured?
    var subscription: (any Disposable)?
    do {
      let captured = Captured()
      released = captured
      subscription = stream.subscribe(onNext: { _ in _ = captured })
    }
    #expect(released != nil, "a live subscription keeps its handler")
    subscription?.dispose()
    #expect(released == nil, "disposed, it lets go of its handler while its Disposable is kept")
    subscription?.dispose()
    subscription = nil
    #expect(!subject.hasObservers)
  }

  @Test func everyFormOfSubscribeLetsGoOfItsObserverOnDisposal() {
    let subject = PublishSubject<Int>()
    weak var byObserver: Captured?
    weak var byEventClosure: Captured?
    weak var byDisposedClosure: Captured?
    var subscriptions: [any Disposable] = []
    do {
      let forObserver = Captured()
      let forEventClosure = Captured()
      let forDisposedClosure = Captured()
      byObserver = forObserver
      byEventClosure = forEventClosure
      byDisposedClosure = forDisposedClosure
      subscriptions.append(subject.subscribe(AnyObserver { _ in _ = forObserver }))
      subscriptions.append(subject.subscribe { _ in _ = forEventClosure })
      subscriptions.append(subject.subscribe(onDisposed: { _ = forDisposedClosure }))
    }
    #expect(byObserver != nil && byEventClosure != nil && byDisposedClosure != nil)
    for subscription in subscriptions { subscription.dispose() }
    #expect(byObserver == nil)
    #expect(byEventClosure == nil)
    #expect(byDisposedClosure == nil, "onDisposed is let go of once it ran")
    #expect(!subject.hasObservers)
  }

  @Test func aCompletedSubscriptionLetsGoOfItsClosures() {
    let subject = PublishSubject<Int>()
    weak var released: Captured?
    var completions = 0
    var subscription: (any Disposable)?
    do {
      let captured = Captured()
      released = captured
      subscription = subject.subscribe(
        onNext: { _ in _ = captured }, onCompleted: { completions += 1 },
        onDisposed: { _ = captured })
    }
    subject.onCompleted()
    #expect(completions == 1)
    #expect(released == nil)
    subscription?.dispose()
  }
}
