import RIBStreams
import Testing

@Suite struct MaybeTests {
  @Test func createDeliversOneOutcome() {
    var log: [String] = []
    let maybes: [Maybe<Int>] = [
      .create { maybe in
        maybe(.success(1))
        maybe(.completed)
        return Disposables.create()
      },
      .create { maybe in
        maybe(.completed)
        return Disposables.create()
      },
      .create { maybe in
        maybe(.error(TestError()))
        return Disposables.create()
      },
    ]
    for maybe in maybes {
      _ = maybe.subscribe(
        onSuccess: { log.append("success \($0)") }, onError: { _ in log.append("error") },
        onCompleted: { log.append("completed") })
    }
    #expect(log == ["success 1", "completed", "error"])
  }

  /// As RxSwift 6.10.2 prints: `onDisposed` right after `onSuccess`, before the source's end,
  /// and once, however the subscription then ends.
  @Test func onDisposedFollowsTheValueAtOnceAndRunsOnce() {
    var log: [String] = []
    let subscription = Maybe.just(3).do(onCompleted: { log.append("source completed") })
      .subscribe(
        onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    subscription.dispose()
    #expect(log == ["success 3", "disposed", "source completed"])

    log = []
    let pending = PublishSubject<Int>()
    let waiting = pending.asMaybe().subscribe(
      with: pending, onSuccess: { _, value in log.append("success \(value)") },
      onDisposed: { _ in log.append("disposed") })
    waiting.dispose()
    waiting.dispose()
    #expect(log == ["disposed"])
  }

  @Test func eventObserverForm() {
    var log: [String] = []
    _ = Maybe.just(2).subscribe { event in
      if case .success(let value) = event { log.append("success \(value)") }
      if case .completed = event { log.append("completed") }
    }
    _ = Maybe<Int>.empty().subscribe { event in
      if case .completed = event { log.append("completed") }
    }
    #expect(log == ["success 2", "completed"])
  }

  @Test func ifEmptyAndAsMaybe() {
    var values: [Int] = []
    _ = Maybe<Int>.empty().ifEmpty(default: 9).subscribe(onSuccess: { values.append($0) })
    _ = Observable<Int>.empty().asMaybe().ifEmpty(switchTo: Maybe.just(4)).subscribe(onSuccess: {
      values.append($0)
    })
    var failure: (any Error)?
    _ = Observable.of(1, 2).asMaybe().subscribe(onError: { failure = $0 })
    #expect(values == [9, 4])
    #expect(failure is RxError)
  }

  @Test func mapFilterFlatMap() {
    var values: [String] = []
    _ = Maybe.just(3).map { $0 * 2 }.filter { $0 > 5 }.flatMap { Maybe.just("\($0)") }
      .subscribe(onSuccess: { values.append($0) })
    #expect(values == ["6"])
  }
}

@Suite struct CompletableTests {
  @Test func createAndSubscribeForms() {
    var log: [String] = []
    _ = Completable.create { completable in
      completable(.completed)
      return Disposables.create()
    }.subscribe(onCompleted: { log.append("completed") })
    _ = Completable.error(TestError()).subscribe { event in
      if case .error = event { log.append("error") }
    }
    #expect(log == ["completed", "error"])
  }

  @Test func andThenRunsTheNextOnceCompleted() {
    var log: [String] = []
    let save = Completable.create { completable in
      log.append("save")
      completable(.completed)
      return Disposables.create()
    }
    _ = save.andThen(Single.just(1)).subscribe(onSuccess: { log.append("then \($0)") })
    _ = save.andThen(Completable.empty()).subscribe(onCompleted: { log.append("done") })
    _ = save.andThen(Observable.of(1, 2)).subscribe(onNext: { log.append("next \($0)") })
    #expect(log == ["save", "then 1", "save", "done", "save", "next 1", "next 2"])
  }

  @Test func andThenSkipsTheNextOnError() {
    var subscribed = false
    var failed = false
    _ = Completable.error(TestError())
      .andThen(
        Single<Int>.deferred {
          subscribed = true
          return .just(1)
        }
      )
      .subscribe(onFailure: { _ in failed = true })
    #expect(failed && !subscribed)
  }

  @Test func concatMergeAndZip() {
    var count = 0
    _ = Completable.concat(.empty(), .empty()).subscribe(onCompleted: { count += 1 })
    _ = Completable.merge([.empty(), .empty()]).subscribe(onCompleted: { count += 1 })
    _ = Completable.zip(.empty(), .empty()).subscribe(onCompleted: { count += 1 })
    #expect(count == 3)
  }

  @Test func ignoreElementsAsCompletable() {
    var completed = false
    _ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: {
      completed = true
    })
    #expect(completed)
  }

  @Test func disposingCancels() {
    let subject = PublishSubject<Never>()
    var completed = false
    let subscription = subject.asCompletable().subscribe(onCompleted: { completed = true })
    subscription.dispose()
    subject.onCompleted()
    #expect(!completed)
  }
}

@Suite struct InfallibleTests {
  @Test func recoversFromErrorsAndMaps() {
    let recorder = EventRecorder<Int>()
    _ = Observable.concat(Observable.just(1), Observable.error(TestError()))
      .asInfallible(onErrorJustReturn: 0).map { $0 * 10 }.asObservable().subscribe(recorder)
    #expect(recorder.events == [.next(10), .next(0), .completed])
  }

  @Test func createAndRelays() {
    var values: [Int] = []
    _ = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.completed)
      return Disposables.create()
    }.subscribe(onNext: { values.append($0) })
    let relay = BehaviorRelay(value: 5)
    _ = relay.asInfallible().subscribe(onNext: { values.append($0) })
    #expect(values == [1, 5])
  }
}
