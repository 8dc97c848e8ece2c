import Dispatch
import Foundation
import RIBStreams
import Testing

/// `dispose()` returning on one thread while another thread keeps emitting: once `dispose()`
/// has returned, the observer is never called again.
@Suite struct DisposalRaceTests {
  /// A stream fed by a subject, through the operators under test.
  enum Pipeline: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case subject, operatorChain, behaviorRelay, create, observeOnQueue, merge, combineLatest
    case flatMapLatest, share, startWith, doHooks

    var testDescription: String { rawValue }

    /// Builds the stream and the way to feed it; `flush` returns once asynchronous delivery
    /// (if any) is idle.
    func build() -> (
      send: @Sendable (Int) -> Void, stream: Observable<Int>,
      flush: (@Sendable () async -> Void)?
    ) {
      let subject = PublishSubject<Int>()
      let send: @Sendable (Int) -> Void = { subject.onNext($0) }
      switch self {
      case .subject: return (send, subject.asObservable(), nil)
      case .operatorChain:
        return (send, subject.map { $0 + 1 }.filter { _ in true }.map { $0 - 1 }, nil)
      case .behaviorRelay:
        let relay = BehaviorRelay(value: -1)
        return ({ relay.accept($0) }, relay.filter { $0 >= 0 }, nil)
      case .create:
        let stream = Observable<Int>.create { observer in
          subject.subscribe(onNext: { observer.onNext($0) })
        }
        return (send, stream, nil)
      case .observeOnQueue:
        let queue = DispatchQueue(label: "disposal-race")
        let flush: @Sendable () async -> Void = {
          await withCheckedContinuation { continuation in
            queue.async { continuation.resume() }
          }
        }
        return (send, subject.observe(on: queue), flush)
      case .merge: return (send, Observable.merge(subject, Observable<Int>.never()), nil)
      case .combineLatest:
        return (send, Observable.combineLatest(subject, Observable.just(0)) { $0 + $1 }, nil)
      case .flatMapLatest: return (send, Observable.just(()).flatMapLatest { subject }, nil)
      case .share: return (send, subject.share(replay: 1), nil)
      case .startWith: return (send, subject.startWith(-1).filter { $0 >= 0 }, nil)
      case .doHooks: return (send, subject.do(onNext: { _ in }), nil)
      }
    }
  }

  @Test(arguments: Pipeline.allCases)
  func nothingIsDeliveredAfterDisposeReturns(_ pipeline: Pipeline) async {
    let (send, stream, flush) = pipeline.build()
    let handOverAt = 100
    let eventCount = 2_000
    let handOver = DispatchSemaphore(value: 0)
    let disposing = Flag()
    let disposed = Flag()
    let violations = AtomicCounter()
    let received = AtomicCounter()
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      stream.subscribe(onNext: { value in
        if disposed.isSet { violations.increment() }
        received.increment()
        if value == handOverAt {
          // Stay inside this delivery until the other thread is about to dispose, so that
          // `dispose()` runs while an event is being delivered.
          handOver.signal()
          while !disposing.isSet {}
        }
      }))
    let group = DispatchGroup()
    runOnNewThread(group) {
      for value in 0..<eventCount { send(value) }
    }
    runOnNewThread(group) {
      handOver.wait()
      disposing.set()
      holder.dispose()
      disposed.set()
    }
    await waitForThreads(group)
    await flush?()
    #expect(violations.value == 0)
    #expect(received.value > handOverAt)
    #expect(received.value <= eventCount)
  }

  /// Two threads dispose while an event is in delivery: neither returns before the handler
  /// has. (Before the fix, the one that lost the race returned at once, in nearly every trial.)
  @Test(arguments: Pipeline.allCases)
  func everyDisposerWaitsForTheDeliveryInFlight(_ pipeline: Pipeline) async {
    let violations = AtomicCounter()
    for _ in 0..<10 {
      let (send, stream, flush) = pipeline.build()
      let entered = DispatchSemaphore(value: 0)
      let disposing = AtomicCounter()
      let inHandler = AtomicCounter()
      let subscription = stream.subscribe(onNext: { value in
        guard value == 1 else { return }
        inHandler.increment()
        entered.signal()
        entered.signal()
        // Stay in the delivery until both disposers are about to dispose.
        while disposing.value < 2 {}
        inHandler.decrement()
      })
      let group = DispatchGroup()
      runOnNewThread(group) { send(1) }
      for _ in 0..<2 {
        runOnNewThread(group) {
          entered.wait()
          disposing.increment()
          subscription.dispose()
          if inHandler.value > 0 { violations.increment() }
        }
      }
      await waitForThreads(group)
      await flush?()
    }
    #expect(violations.value == 0)
  }

  /// A thread disposes while the terminal event is in delivery: it does not return before the
  /// handler has. (Before the fix it returned at once, in nearly every trial.)
  @Test(arguments: ["subject", "operatorChain", "create", "share", "observeOnQueue"])
  func disposeWaitsForTheTerminalEventInFlight(_ pipeline: String) async {
    let violations = AtomicCounter()
    for _ in 0..<10 {
      let subject = PublishSubject<Int>()
      let queue = DispatchQueue(label: "terminal-race")
      let stream: Observable<Int> =
        switch pipeline {
        case "operatorChain": subject.map { $0 + 1 }.filter { _ in true }
        case "create":
          Observable.create { observer in subject.subscribe(observer.on) }
        case "share": subject.share(replay: 1)
        case "observeOnQueue": subject.observe(on: queue)
        default: subject.asObservable()
        }
      let entered = DispatchSemaphore(value: 0)
      let disposing = Flag()
      let inHandler = AtomicCounter()
      let subscription = stream.subscribe(onCompleted: {
        inHandler.increment()
        entered.signal()
        while !disposing.isSet {}
        inHandler.decrement()
      })
      let group = DispatchGroup()
      runOnNewThread(group) { subject.onCompleted() }
      runOnNewThread(group) {
        entered.wait()
        disposing.set()
        subscription.dispose()
        if inHandler.value > 0 { violations.increment() }
      }
      await waitForThreads(group)
    }
    #expect(violations.value == 0)
  }

  @Test func disposingFromManyThreadsAtOnceRunsOnDisposedOnce() async {
    let subject = PublishSubject<Int>()
    let disposedCount = AtomicCounter()
    let subscription = subject.map { $0 }.subscribe(onDisposed: { disposedCount.increment() })
    let group = DispatchGroup()
    for _ in 0..<4 { runOnNewThread(group) { subscription.dispose() } }
    runOnNewThread(group) {
      for value in 0..<1_000 { subject.onNext(value) }
    }
    await waitForThreads(group)
    #expect(disposedCount.value == 1)
    #expect(!subject.hasObservers)
  }

  @Test func terminalEventRacingDisposeRunsOnDisposedOnce() async {
    for _ in 0..<100 {
      let subject = PublishSubject<Int>()
      let disposedCount = AtomicCounter()
      let terminals = AtomicCounter()
      let subscription = subject.subscribe(
        onCompleted: { terminals.increment() }, onDisposed: { disposedCount.increment() })
      let group = DispatchGroup()
      runOnNewThread(group) { subject.onCompleted() }
      runOnNewThread(group) { subscription.dispose() }
      await waitForThreads(group)
      #expect(disposedCount.value == 1)
      #expect(terminals.value <= 1)
    }
  }
}
