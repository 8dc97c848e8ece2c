import RIBStreams
import Testing

@Suite struct FlatMapLatestTests {
  @Test func thePreviousInnerIsDisposedBeforeTheNextIsSubscribed() {
    // RxSwift 6.10.2 prints: i1 subscribe, i1 next 1, next 1, i1 dispose, i2 subscribe,
    // i2 next 2, next 2 (a loading flag set on subscribe and cleared on dispose stays set).
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value in
      Observable<Int>.never().startWith(value).do(
        onNext: { log.append("i\(value) next \($0)") },
        onSubscribe: { log.append("i\(value) subscribe") },
        onDispose: { log.append("i\(value) dispose") })
    }.subscribe(onNext: { log.append("next \($0)") })
    outer.onNext(1)
    outer.onNext(2)
    #expect(
      log == [
        "i1 subscribe", "i1 next 1", "next 1", "i1 dispose", "i2 subscribe", "i2 next 2",
        "next 2",
      ])
    subscription.dispose()
  }

  @Test func anInnerThatEmitsWhileSubscribedIsDeliveredAtOnce() {
    // RxSwift 6.10.2 prints: i1 sub, next 1, i1 dispose, i2 sub, next 2, i2 dispose.
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        log.append("i\(value) sub")
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create { log.append("i\(value) dispose") }
      }
    }.subscribe(onNext: { log.append("next \($0)") })
    outer.onNext(1)
    outer.onNext(2)
    #expect(log == ["i1 sub", "next 1", "i1 dispose", "i2 sub", "next 2", "i2 dispose"])
    subscription.dispose()
  }

  @Test func switchLatestOfSynchronousSourcesDeliversEachAtOnce() {
    // RxSwift 6.10.2 prints: a sub, next 1, a dispose, b sub, next 2, b dispose, completed.
    var log: [String] = []
    func source(_ name: String, _ value: Int) -> Observable<Int> {
      Observable<Int>.create { observer in
        log.append("\(name) sub")
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create { log.append("\(name) dispose") }
      }
    }
    _ = Observable.from([source("a", 1), source("b", 2)]).switchLatest()
      .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    #expect(
      log == ["a sub", "next 1", "a dispose", "b sub", "next 2", "b dispose", "completed"])
  }

  @Test func switchingDisposesThePreviousInner() {
    let outer = PublishSubject<Int>()
    let inners = [PublishSubject<String>(), PublishSubject<String>()]
    let recorder = EventRecorder<String>()
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(recorder)
    outer.onNext(0)
    #expect(inners[0].hasObservers)
    inners[0].onNext("a1")
    outer.onNext(1)
    #expect(!inners[0].hasObservers)
    #expect(inners[1].hasObservers)
    inners[0].onNext("a2")
    inners[1].onNext("b1")
    #expect(recorder.values == ["a1", "b1"])
    subscription.dispose()
  }

  @Test func staleInnerValuesAreIgnored() {
    // The first inner keeps emitting through its observer while the second one is being
    // subscribed: those values belong to an inner that is no longer the latest.
    let outer = PublishSubject<Int>()
    var observers: [AnyObserver<String>] = []
    let recorder = EventRecorder<String>()
    let subscription = outer.flatMapLatest { index in
      Observable<String>.create { observer in
        observers.append(observer)
        if index == 1 {
          observers[0].onNext("stale")
          observers[0].onCompleted()
          observer.onNext("fresh")
        }
        return Disposables.create()
      }
    }.subscribe(recorder)
    outer.onNext(0)
    observers[0].onNext("first")
    outer.onNext(1)
    observers[0].onNext("late")
    outer.onCompleted()
    #expect(recorder.events == [.next("first"), .next("fresh")])
    subscription.dispose()
    // The inner observers lead back to the operator, whose selector holds this array.
    observers.removeAll()
  }

  @Test func completesWhenOuterThenInnerComplete() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMapLatest { _ in inner }.subscribe(recorder)
    outer.onNext(0)
    outer.onCompleted()
    #expect(!recorder.isTerminated)
    inner.onNext(1)
    inner.onCompleted()
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func completesWhenInnerThenOuterComplete() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMapLatest { _ in inner }.subscribe(recorder)
    outer.onNext(0)
    inner.onCompleted()
    #expect(!recorder.isTerminated)
    #expect(outer.hasObservers)
    outer.onCompleted()
    #expect(recorder.events == [.completed])
  }

  @Test func completesAtOnceWhenOuterCompletesWithoutAnyInner() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().flatMapLatest { Observable.just($0) }.subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func synchronousInners() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) }.subscribe(recorder)
    // The outer and inner `of` take turns on the CurrentThreadScheduler, so 2 arrives before
    // the first inner's 10, which it cancels: as RxSwift 6.10.2.
    #expect(recorder.events == [.next(1), .next(2), .next(20), .completed])
  }

  @Test func innerErrorFailsAndDisposesOuter() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMapLatest { _ in inner }.subscribe(recorder)
    outer.onNext(0)
    inner.onError(TestError("inner"))
    #expect(recorder.events == [.error(TestError("inner"))])
    #expect(!outer.hasObservers)
  }

  @Test func outerErrorFailsAndDisposesInner() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMapLatest { _ in inner }.subscribe(recorder)
    outer.onNext(0)
    outer.onError(TestError("outer"))
    inner.onNext(1)
    #expect(recorder.events == [.error(TestError("outer"))])
    #expect(!inner.hasObservers)
  }

  @Test func throwingSelectorFailsAndDisposesEverything() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = outer.flatMapLatest { value -> PublishSubject<Int> in
      if value == 1 { throw TestError("selector") }
      return inner
    }.subscribe(recorder)
    outer.onNext(0)
    outer.onNext(1)
    inner.onNext(5)
    #expect(recorder.events == [.error(TestError("selector"))])
    #expect(!outer.hasObservers)
    #expect(!inner.hasObservers)
  }

  @Test func disposingTheResultDisposesOuterAndInner() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { _ in inner }.subscribe()
    outer.onNext(0)
    subscription.dispose()
    #expect(!outer.hasObservers)
    #expect(!inner.hasObservers)
  }

  @Test func switchingToARelayStartsWithItsCurrentValue() {
    let selected = BehaviorRelay(value: 0)
    let scores = [BehaviorRelay(value: 10), BehaviorRelay(value: 20)]
    let recorder = EventRecorder<Int>()
    let subscription = selected.flatMapLatest { scores[$0] }.subscribe(recorder)
    scores[0].accept(11)
    selected.accept(1)
    scores[0].accept(12)
    scores[1].accept(21)
    #expect(recorder.values == [10, 11, 20, 21])
    subscription.dispose()
  }
}
