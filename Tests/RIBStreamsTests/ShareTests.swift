import RIBStreams
import Testing

@Suite struct ShareTests {
  /// A subject wrapped so the test sees every (dis)connection of the shared source.
  final class CountingSource {
    let subject = PublishSubject<Int>()
    var subscribes = 0
    var disposes = 0

    var observable: Observable<Int> {
      subject.do(
        onSubscribe: { [unowned self] in subscribes += 1 },
        onDispose: { [unowned self] in disposes += 1 })
    }
  }

  @Test func connectsOnFirstSubscriberAndDisconnectsAfterLast() {
    let source = CountingSource()
    let shared = source.observable.share()
    #expect(source.subscribes == 0)
    let first = shared.subscribe()
    let second = shared.subscribe()
    #expect(source.subscribes == 1)
    first.dispose()
    #expect(source.disposes == 0)
    #expect(source.subject.hasObservers)
    second.dispose()
    #expect(source.disposes == 1)
    #expect(!source.subject.hasObservers)
    let third = shared.subscribe()
    #expect(source.subscribes == 2)
    third.dispose()
    #expect(source.disposes == 2)
  }

  @Test func everySubscriberSeesTheSameSubscription() {
    let source = CountingSource()
    let shared = source.observable.share()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = shared.subscribe(first)
    source.subject.onNext(1)
    _ = shared.subscribe(second)
    source.subject.onNext(2)
    source.subject.onCompleted()
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(2), .completed])
    #expect(source.subscribes == 1)
  }

  @Test func replaysTheLatestValuesToLateSubscribers() {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 2)
    let first = EventRecorder<Int>()
    let subscription1 = shared.subscribe(first)
    for value in 1...3 { subject.onNext(value) }
    let late = EventRecorder<Int>()
    let subscription2 = shared.subscribe(late)
    #expect(late.values == [2, 3])
    subject.onNext(4)
    #expect(late.values == [2, 3, 4])
    #expect(first.values == [1, 2, 3, 4])
    subscription1.dispose()
    subscription2.dispose()
  }

  @Test func whileConnectedForgetsReplayedValuesOnDisconnection() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1, scope: .whileConnected)
    let first = shared.subscribe()
    source.subject.onNext(1)
    first.dispose()
    let second = EventRecorder<Int>()
    let subscription = shared.subscribe(second)
    #expect(second.events.isEmpty)
    #expect(source.subscribes == 2)
    source.subject.onNext(2)
    #expect(second.values == [2])
    subscription.dispose()
  }

  @Test func foreverKeepsReplayedValuesAcrossDisconnection() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1, scope: .forever)
    let first = shared.subscribe()
    source.subject.onNext(1)
    first.dispose()
    #expect(source.disposes == 1)
    let second = EventRecorder<Int>()
    let subscription = shared.subscribe(second)
    #expect(second.values == [1])
    #expect(source.subscribes == 2)
    source.subject.onNext(2)
    #expect(second.values == [1, 2])
    subscription.dispose()
  }

  @Test func whileConnectedReconnectsAfterTheSourceCompleted() {
    var runs = 0
    let source = Observable<Int>.create { observer in
      runs += 1
      observer.onNext(runs)
      observer.onCompleted()
      return Disposables.create()
    }
    let shared = source.share(replay: 1)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(2), .completed])
  }

  @Test func foreverReplaysTheTerminalEventAfterTheSourceCompleted() {
    let shared = Observable.of(1, 2, 3).share(replay: 2, scope: .forever)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    #expect(first.events == [.next(1), .next(2), .next(3), .completed])
    #expect(second.events == [.next(2), .next(3), .completed])
  }

  @Test func replayZeroSharesWithoutReplaying() {
    let subject = PublishSubject<Int>()
    let shared = subject.share()
    let first = shared.subscribe()
    subject.onNext(1)
    let late = EventRecorder<Int>()
    let subscription = shared.subscribe(late)
    #expect(late.events.isEmpty)
    subject.onNext(2)
    #expect(late.values == [2])
    first.dispose()
    subscription.dispose()
  }

  @Test func errorsReachEverySubscriber() {
    let subject = PublishSubject<Int>()
    let shared = subject.share(replay: 1)
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = shared.subscribe(first)
    _ = shared.subscribe(second)
    subject.onError(TestError())
    #expect(first.events == [.error(TestError())])
    #expect(second.events == [.error(TestError())])
    #expect(!subject.hasObservers)
  }

  @Test func disposingOneSubscriptionTwiceDoesNotReleaseAnother() {
    let source = CountingSource()
    let shared = source.observable.share()
    let first = shared.subscribe()
    let second = EventRecorder<Int>()
    let subscription = shared.subscribe(second)
    first.dispose()
    first.dispose()
    #expect(source.disposes == 0)
    source.subject.onNext(1)
    #expect(second.values == [1])
    subscription.dispose()
    #expect(source.disposes == 1)
  }
}

@Suite struct ShareConnectionLifetimeTests {
  /// A source whose first subscription gets `first`, and later ones `second`.
  final class TwoSources {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var connections = 0

    var observable: Observable<Int> {
      Observable.deferred { [unowned self] in
        connections += 1
        return connections == 1 ? first.asObservable() : second.asObservable()
      }
    }
  }

  @Test func whileConnectedASubscriberRejoiningFromTheCompletionStartsAFreshConnection() {
    let sources = TwoSources()
    let shared = sources.observable.share(replay: 1, scope: .whileConnected)
    let rejoined = EventRecorder<Int>()
    var rejoinedSubscription: (any Disposable)?
    let first = shared.subscribe(onCompleted: {
      rejoinedSubscription = shared.subscribe(rejoined)
    })
    sources.first.onNext(1)
    sources.first.onCompleted()
    #expect(sources.connections == 2)
    #expect(rejoined.events == [])
    sources.second.onNext(2)
    #expect(rejoined.events == [.next(2)])
    rejoinedSubscription?.dispose()
    #expect(!sources.second.hasObservers)
    first.dispose()
  }

  @Test func whileConnectedTheOldSubscribersLeavingDoNotEndTheNewConnection() {
    let sources = TwoSources()
    let shared = sources.observable.share(replay: 0, scope: .whileConnected)
    let old = shared.subscribe()
    sources.first.onCompleted()
    let recorder = EventRecorder<Int>()
    let fresh = shared.subscribe(recorder)
    #expect(sources.connections == 2)
    old.dispose()
    #expect(sources.second.hasObservers)
    sources.second.onNext(5)
    #expect(recorder.events == [.next(5)])
    fresh.dispose()
    #expect(!sources.second.hasObservers)
  }

  @Test func foreverASubscriberAfterTheEndGetsTheReplayWithoutANewConnection() {
    let sources = TwoSources()
    let shared = sources.observable.share(replay: 2, scope: .forever)
    let first = shared.subscribe()
    sources.first.onNext(1)
    sources.first.onNext(2)
    sources.first.onNext(3)
    sources.first.onCompleted()
    first.dispose()
    let late = EventRecorder<Int>()
    _ = shared.subscribe(late)
    #expect(late.events == [.next(2), .next(3), .completed])
    #expect(sources.connections == 1)
  }
}
