import RIBStreams
import RIBTesting
import Testing

/// The time operators of `Single`, `Maybe` and `Completable`, on virtual time.
@Suite struct TraitTimeTests {
  /// The value and the completion came at the same time: they leave a turn apart, as in RxSwift.
  @Test func aDelayedSingleSucceedsLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let observer = scheduler.start {
      input.asSingle().delay(.seconds(15), scheduler: scheduler)
    }
    #expect(observer.events == [.next(225, 1), .completed(226)])
  }

  @Test func aDelayedCompletableCompletesLaterAndAFailureIsNotDelayed() {
    let scheduler = TestScheduler(initialClock: 0)
    let completing = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>])
    let completed = scheduler.start {
      completing.asCompletable().delay(.seconds(15), scheduler: scheduler)
    }
    #expect(completed.events == [.completed(225)])

    let other = TestScheduler(initialClock: 0)
    let failing = other.createColdObservable(
      [.error(10, TimeTestError())] as [Recorded<Event<Int>>])
    let failed = other.start { failing.asMaybe().delay(.seconds(15), scheduler: other) }
    #expect(failed.events == [.error(210, TimeTestError())])
  }

  @Test func aSubscriptionDelayedOnASingleStartsLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let observer = scheduler.start {
      input.asSingle().delaySubscription(.seconds(30), scheduler: scheduler)
    }
    #expect(observer.events == [.next(240, 1), .completed(240)])
    #expect(input.subscriptions == [Subscription(230, 240)])
  }

  /// The scheduler runs the subscription and the disposal a tick later, as RxTest's does.
  @Test func aSingleSubscribedOnASchedulerSubscribesThere() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let observer = scheduler.start(disposed: 205) {
      input.asSingle().subscribe(on: scheduler)
    }
    #expect(observer.events.isEmpty)
    #expect(input.subscriptions == [Subscription(201, 206)])
  }

  @Test func aSingleThatTakesTooLongFailsWithTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(50, 1), .completed(50)])
    let observer = scheduler.start {
      input.asSingle().timeout(.seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.error(220, RxError.timeout)])
    #expect(input.subscriptions == [Subscription(200, 220)])
  }

  @Test func aSingleInTimeIsPassedOn() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let observer = scheduler.start {
      input.asSingle().timeout(.seconds(20), scheduler: scheduler)
    }
    #expect(observer.events == [.next(210, 1), .completed(210)])
  }

  @Test func aMaybeThatTakesTooLongSwitchesToTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Int>>])
    let observer = scheduler.start {
      input.asMaybe().timeout(.seconds(20), other: Maybe.just(7), scheduler: scheduler)
    }
    #expect(observer.events == [.next(220, 7), .completed(220)])
  }

  @Test func infallibleDebounceThrottleAndTakeForRunOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let input = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .completed(300),
    ])
    let debounced = scheduler.start {
      input.asInfallible(onErrorJustReturn: -1).debounce(.seconds(10), scheduler: scheduler)
        .asObservable()
    }
    #expect(debounced.events == [.next(225, 2), .next(250, 3), .completed(300)])

    let other = TestScheduler(initialClock: 0)
    let source = other.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
    let throttled = other.start {
      source.asInfallible(onErrorJustReturn: -1)
        .throttle(.seconds(20), latest: false, scheduler: other)
        .take(for: .seconds(45), scheduler: other)
        .asObservable()
    }
    #expect(throttled.events == [.next(210, 1), .next(240, 3), .completed(245)])
  }

  @Test func traitTimersAndScheduledJustsTakeTheirTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let single = scheduler.start { Single<Int>.timer(.seconds(5), scheduler: scheduler) }
    let other = TestScheduler(initialClock: 0)
    let maybe = other.start { Maybe.just("m", scheduler: other) }
    #expect(single.events == [.next(205, 0), .completed(205)])
    #expect(maybe.events == [.next(201, "m"), .completed(202)])
  }

  @Test func traitUsingDisposesTheResourceAfterTheSequence() {
    let resource = BooleanDisposable()
    var value: Int?
    _ = Single.using({ resource }, primitiveSequenceFactory: { _ in Single.just(3) })
      .subscribe(onSuccess: { value = $0 })
    #expect(value == 3)
    #expect(resource.isDisposed)
  }

  @Test func completableConcatAndZipTakeAnySequenceOrCollection() {
    var completions = 0
    _ = Completable.concat(AnySequence([Completable.empty(), .empty()])).subscribe(
      onCompleted: { completions += 1 })
    _ = Completable.zip(AnyCollection([Completable.empty()])).subscribe(
      onCompleted: { completions += 1 })
    #expect(completions == 2)
  }
}
