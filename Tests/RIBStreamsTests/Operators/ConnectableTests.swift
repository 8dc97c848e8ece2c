import RIBStreams
import RIBSupport
import Testing

@Suite struct ConnectableTests {
  @Test func publishSubscribesToTheSourceOnlyOnConnect() {
    let source = PublishSubject<Int>()
    let published = source.publish()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = published.subscribe(first)
    _ = published.subscribe(second)
    #expect(!source.hasObservers)
    let connection = published.connect()
    source.onNext(1)
    connection.dispose()
    source.onNext(2)
    #expect(first.values == [1] && second.values == [1])
    #expect(!source.hasObservers)
  }

  @Test func replayReplaysToLateSubscribers() {
    let source = PublishSubject<Int>()
    let replayed = source.replay(1)
    _ = replayed.connect()
    source.onNext(1)
    source.onNext(2)
    let late = EventRecorder<Int>()
    _ = replayed.subscribe(late)
    #expect(late.values == [2])
  }

  @Test func multicastWithAFactoryMakesAFreshSubjectPerConnection() {
    var subscriptions = 0
    let source = Observable<Int>.deferred {
      subscriptions += 1
      return .just(subscriptions)
    }
    let connectable = source.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) })
    _ = connectable.connect().dispose()
    let recorder = EventRecorder<Int>()
    _ = connectable.subscribe(recorder)
    _ = connectable.connect()
    #expect(recorder.events == [.next(2), .completed])
  }

  @Test func refCountConnectsWithTheFirstSubscriberAndDisconnectsAfterTheLast() {
    let source = PublishSubject<Int>()
    let shared = source.publish().refCount()
    let a = shared.subscribe(onNext: { _ in })
    #expect(source.hasObservers)
    let b = shared.subscribe(onNext: { _ in })
    a.dispose()
    #expect(source.hasObservers)
    b.dispose()
    #expect(!source.hasObservers)
    let c = shared.subscribe(onNext: { _ in })
    #expect(source.hasObservers)
    c.dispose()
  }

  @Test func shareReplayScopeSignatureMatchesRxSwift() {
    let relay = BehaviorRelay(value: 1)
    let shared = relay.share(replay: 1, scope: .whileConnected)
    var values: [Int] = []
    let subscription = shared.subscribe(onNext: { values.append($0) })
    defer { subscription.dispose() }
    #expect(values == [1])
  }

  /// Runs `onDeinit` when released.
  private final class Released: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
  }

  @Test func theSubjectLetGoOfAsTheLastSubscriberLeavesIsReleasedOutsideTheLocks() async {
    // The subject's buffer holds a value whose deinit subscribes again (to nothing by then):
    // released under the operators' locks, it would wait for them forever.
    let finished = await allFinish([
      {
        let resubscribed = Flag()
        let shared = Locked<Observable<Released>?>(nil)
        // A source that ends at once: the connection is over before `refCount` stores it.
        let source = Observable<Released>.create { observer in
          observer.onNext(
            Released {
              guard !resubscribed.isSet else { return }
              resubscribed.set()
              _ = shared.value?.subscribe()
            })
          observer.onCompleted()
          return Disposables.create()
        }
        shared.withLock {
          $0 = source.multicast(makeSubject: { ReplaySubject<Released>.create(bufferSize: 1) })
            .refCount()
        }
        _ = shared.value?.subscribe()
        // The source's closure holds `shared`, which holds the source.
        shared.withLock { $0 = nil }
        #expect(resubscribed.isSet)
      }
    ])
    #expect(finished)
  }
}

@Suite struct RefCountAfterTheEndTests {
  @Test func publishAndReplayMakeAFreshSubjectForEachConnection() {
    var subscriptions = 0
    let source = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 })
    let shared = source.replay(1).refCount()
    let first = EventRecorder<Int>()
    let late = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(late)
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(late.events == [.next(1), .next(2), .completed])
    #expect(subscriptions == 2)
  }

  @Test func aSubscriberRejoiningFromTheCompletionHandlerConnectsAnew() {
    var attempts = 0
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let source = Observable.deferred { () -> Observable<Int> in
      attempts += 1
      return attempts == 1 ? first.asObservable() : second.asObservable()
    }
    let shared = source.publish().refCount()
    let rejoined = EventRecorder<Int>()
    _ = shared.subscribe(onCompleted: { _ = shared.subscribe(rejoined) })
    first.onCompleted()
    second.onNext(7)
    #expect(attempts == 2)
    #expect(rejoined.events == [.next(7)])
    second.onCompleted()
  }

  @Test func aSubscriberAfterTheSubjectEndedDoesNotSubscribeToTheSourceAgain() {
    var subscriptions = 0
    let source = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 })
    let shared = source.multicast(ReplaySubject.create(bufferSize: 1)).refCount()
    let first = EventRecorder<Int>()
    let late = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(late)
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(late.events == [.next(2), .completed])
    #expect(subscriptions == 1)
  }
}
