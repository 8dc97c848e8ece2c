import Dispatch
import RIBStreams
import Testing

@Suite struct ReentrancyTests {
  @Test func reentrantOrder() {
    let subject = PublishSubject<Int>()
    var a: [Int] = []
    var b: [Int] = []
    let subscription1 = subject.subscribe(onNext: { v in
      a.append(v)
      if v == 1 { subject.onNext(2) }
    })
    let subscription2 = subject.subscribe(onNext: { b.append($0) })
    subject.onNext(1)
    #expect(a == [1, 2])
    #expect(b == [1, 2])
    subscription1.dispose()
    subscription2.dispose()
  }

  @Test func everyObserverSeesReentrantEventsInTheSameOrder() {
    // The middle observer emits twice from inside event 1, and once more from inside event 2.
    let subject = PublishSubject<Int>()
    var logs: [[Int]] = [[], [], []]
    var subscriptions: [any Disposable] = []
    for index in 0..<3 {
      subscriptions.append(
        subject.subscribe(onNext: { value in
          logs[index].append(value)
          guard index == 1 else { return }
          if value == 1 {
            subject.onNext(2)
            subject.onNext(3)
          }
          if value == 2 { subject.onNext(4) }
        }))
    }
    subject.onNext(1)
    for log in logs { #expect(log == [1, 2, 3, 4]) }
    subject.onNext(5)
    for log in logs { #expect(log == [1, 2, 3, 4, 5]) }
    subscriptions.forEach { $0.dispose() }
  }

  @Test func reentrantEmissionIntoABehaviorSubjectKeepsOrderAndValue() throws {
    let subject = BehaviorSubject(value: 0)
    var first: [Int] = []
    var second: [Int] = []
    var valuesSeenInside: [Int] = []
    let subscription1 = subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 { subject.onNext(2) }
    })
    let subscription2 = subject.subscribe(onNext: { value in
      second.append(value)
      valuesSeenInside.append((try? subject.value()) ?? -1)
    })
    subject.onNext(1)
    #expect(first == [0, 1, 2])
    #expect(second == [0, 1, 2])
    // The value is already 2 while the second observer still handles 1: the current value is
    // the latest one sent, events are only queued.
    #expect(valuesSeenInside == [0, 2, 2])
    #expect(try subject.value() == 2)
    subscription1.dispose()
    subscription2.dispose()
  }

  @Test func readingBehaviorRelayValueInsideItsOwnObserver() {
    let relay = BehaviorRelay(value: 1)
    var readings: [Int] = []
    let subscription = relay.subscribe(onNext: { value in
      readings.append(relay.value)
      #expect(relay.value == value)
    })
    relay.accept(2)
    relay.accept(3)
    #expect(readings == [1, 2, 3])
    subscription.dispose()
  }

  @Test func acceptingIntoABehaviorRelayFromItsOwnObserver() {
    let relay = BehaviorRelay(value: 0)
    var seen: [Int] = []
    let subscription = relay.subscribe(onNext: { value in
      seen.append(value)
      if value < 3 { relay.accept(value + 1) }
    })
    #expect(seen == [0, 1, 2, 3])
    #expect(relay.value == 3)
    subscription.dispose()
  }

  @Test func observerThatDisposesItselfGetsNothingMore() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    var others: [Int] = []
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      subject.subscribe(onNext: { value in
        seen.append(value)
        // Queue two more events, then leave: the queued events must not reach this observer.
        subject.onNext(value + 10)
        holder.dispose()
      }))
    _ = subject.subscribe(onNext: { others.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    #expect(seen == [1])
    #expect(others == [1, 11, 2])
  }

  @Test func observerThatDisposesALaterObserverStopsItFromThatEventOn() {
    let subject = PublishSubject<Int>()
    var later: [Int] = []
    let laterHolder = SingleAssignmentDisposable()
    _ = subject.subscribe(onNext: { value in
      if value == 2 { laterHolder.dispose() }
    })
    laterHolder.setDisposable(subject.subscribe(onNext: { later.append($0) }))
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(later == [1])
  }

  @Test func observerThatDisposesAnEarlierObserverStopsItFromTheNextEventOn() {
    let subject = PublishSubject<Int>()
    var earlier: [Int] = []
    let earlierHolder = SingleAssignmentDisposable()
    earlierHolder.setDisposable(subject.subscribe(onNext: { earlier.append($0) }))
    _ = subject.subscribe(onNext: { value in
      if value == 2 { earlierHolder.dispose() }
    })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(earlier == [1, 2])
  }

  @Test func observerSubscribedDuringDeliveryStartsWithTheNextEvent() {
    let subject = PublishSubject<Int>()
    var added: [Int] = []
    var subscriptions: [any Disposable] = []
    subscriptions.append(
      subject.subscribe(onNext: { value in
        if value == 1 {
          subscriptions.append(subject.subscribe(onNext: { added.append($0) }))
        }
      }))
    subject.onNext(1)
    #expect(added.isEmpty)
    subject.onNext(2)
    #expect(added == [2])
    subscriptions.forEach { $0.dispose() }
    // A disposed subscription keeps its handler until dropped, and the handler holds this array.
    subscriptions.removeAll()
  }

  @Test func observerSubscribedDuringDeliveryMissesEventsQueuedBeforeIt() {
    // Event 2 is sent (and queued) before the new observer subscribes, event 3 after: the new
    // observer starts with 3.
    let subject = PublishSubject<Int>()
    var added: [Int] = []
    var first: [Int] = []
    var subscriptions: [any Disposable] = []
    subscriptions.append(
      subject.subscribe(onNext: { value in
        first.append(value)
        guard value == 1 else { return }
        subject.onNext(2)
        subscriptions.append(subject.subscribe(onNext: { added.append($0) }))
        subject.onNext(3)
      }))
    subject.onNext(1)
    #expect(first == [1, 2, 3])
    #expect(added == [3])
    subscriptions.forEach { $0.dispose() }
    // A disposed subscription keeps its handler until dropped, and the handler holds this array.
    subscriptions.removeAll()
  }

  @Test func subscribingToABehaviorSubjectDuringDeliveryGetsTheCurrentValue() {
    let subject = BehaviorSubject(value: 0)
    var added: [Int] = []
    var subscriptions: [any Disposable] = []
    subscriptions.append(
      subject.subscribe(onNext: { value in
        if value == 1 {
          subscriptions.append(subject.subscribe(onNext: { added.append($0) }))
        }
      }))
    subject.onNext(1)
    subject.onNext(2)
    #expect(added == [1, 2])
    subscriptions.forEach { $0.dispose() }
    // A disposed subscription keeps its handler until dropped, and the handler holds this array.
    subscriptions.removeAll()
  }

  @Test func completingDuringDeliveryIsTerminalForEveryObserver() {
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = subject.subscribe(
      onNext: { value in
        first.onNext(value)
        subject.onCompleted()
        subject.onNext(99)
      }, onCompleted: { first.onCompleted() })
    _ = subject.subscribe(second)
    subject.onNext(1)
    subject.onNext(2)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(1), .completed])
    #expect(!subject.hasObservers)
  }

  @Test func reentrantEmissionThroughAnOperatorChain() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let subscription = subject.map { $0 * 2 }.filter { $0 < 10 }.subscribe(onNext: { value in
      seen.append(value)
      subject.onNext(value)
    })
    subject.onNext(1)
    #expect(seen == [2, 4, 8])
    subscription.dispose()
  }

  @Test func observerDisposingItsChainDuringDelivery() {
    let subject = PublishSubject<Int>()
    var seen: [Int] = []
    let holder = SingleAssignmentDisposable()
    holder.setDisposable(
      subject.map { $0 + 1 }.distinctUntilChanged().subscribe(onNext: { value in
        seen.append(value)
        holder.dispose()
      }))
    subject.onNext(1)
    subject.onNext(2)
    #expect(seen == [2])
    #expect(!subject.hasObservers)
  }

  @Test func reentrantEmissionIntoACreateObserverIsDeliveredInline() {
    let emitter = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      emitter.withLock { $0 = observer }
      return Disposables.create()
    }
    var seen: [Int] = []
    let subscription = source.subscribe(onNext: { value in
      seen.append(value)
      if value < 3 { emitter.value?.onNext(value + 1) }
    })
    emitter.value?.onNext(1)
    #expect(seen == [1, 2, 3])
    subscription.dispose()
  }

  @Test func disposingFromOnCompletedIsHarmless() {
    let subject = PublishSubject<Int>()
    let holder = SingleAssignmentDisposable()
    var disposed = 0
    holder.setDisposable(
      subject.subscribe(onCompleted: { holder.dispose() }, onDisposed: { disposed += 1 }))
    subject.onCompleted()
    #expect(disposed == 1)
  }

  /// Delivery walks the observer list itself, not a copy, so churn during a delivery (an
  /// observer disposing those before it, then subscribing enough new ones that the list would
  /// otherwise sweep out the removed entries) must neither skip nor repeat an observer.
  @Test func heavyChurnDuringDeliveryReachesEachObserverOnce() {
    let subject = PublishSubject<Int>()
    let received = Locked<[String: [Int]]>([:])
    func subscribe(_ name: String) -> any Disposable {
      subject.subscribe(onNext: { value in
        received.withLock { $0[name, default: []].append(value) }
      })
    }
    let before = (0..<8).map { subscribe("before\($0)") }
    var late: [any Disposable] = []
    let churner = subject.subscribe(onNext: { value in
      guard value == 1 else { return }
      for subscription in before.prefix(6) { subscription.dispose() }
      late = (0..<20).map { subscribe("late\($0)") }
    })
    let after = (0..<2).map { subscribe("after\($0)") }

    subject.onNext(1)
    subject.onNext(2)

    received.withLock { received in
      for index in 0..<6 { #expect(received["before\(index)"] == [1]) }
      for index in 6..<8 { #expect(received["before\(index)"] == [1, 2]) }
      for index in 0..<2 { #expect(received["after\(index)"] == [1, 2]) }
      for index in 0..<20 { #expect(received["late\(index)"] == [2]) }
    }
    (before + late + after + [churner]).forEach { $0.dispose() }
  }
}
