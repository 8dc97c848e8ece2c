import RIBStreams
import Testing

@Suite struct SingleTests {
  @Test func createDeliversSuccessOnce() {
    var results: [Int] = []
    var disposed = false
    _ = Single<Int>.create { single in
      single(.success(1))
      single(.success(2))
      return Disposables.create { disposed = true }
    }.subscribe(onSuccess: { results.append($0) })
    #expect(results == [1])
    #expect(disposed)
  }

  @Test func createDeliversFailure() {
    var failure: TestError?
    _ = Single<Int>.create { single in
      single(.failure(TestError()))
      return Disposables.create()
    }.subscribe(onFailure: { failure = $0 as? TestError })
    #expect(failure == TestError())
  }

  @Test func resultObserverForm() {
    var results: [String] = []
    _ = Single.just(3).subscribe { result in
      switch result {
      case .success(let value): results.append("success \(value)")
      case .failure(let error): results.append("failure \(error)")
      }
    }
    _ = Single<Int>.error(TestError()).subscribe { result in
      if case .failure = result { results.append("failure") }
    }
    #expect(results == ["success 3", "failure"])
  }

  @Test func subscribeWithAnObjectHoldsItWeakly() {
    final class Owner { var values: [Int] = [] }
    let owner = Owner()
    _ = Single.just(1).subscribe(
      with: owner, onSuccess: { owner, value in owner.values.append(value) })
    #expect(owner.values == [1])
  }

  @Test func mapFlatMapAndZipChain() {
    var result: String?
    let user = Single.just("ann")
    let score = Single.just(3)
    _ = Single.zip(user, score)
      .map { "\($0.0):\($0.1)" }
      .flatMap { text in Single.just(text + "!") }
      .subscribe(onSuccess: { result = $0 })
    #expect(result == "ann:3!")
  }

  @Test func zipOfACollectionAndWithASelector() {
    var values: [Int]?
    _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { values = $0 })
    #expect(values == [1, 2])
    var sum: Int?
    _ = Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }.subscribe(onSuccess: { sum = $0 })
    #expect(sum == 3)
  }

  @Test func zipOfNoSinglesSucceedsWithTheSelectorsResultForNone() {
    var sum: Int?
    _ = Single.zip([Single<Int>]()) { $0.reduce(0, +) }.subscribe(onSuccess: { sum = $0 })
    #expect(sum == 0)
    var values: [Int]?
    _ = Single.zip([Single<Int>]()).subscribe(onSuccess: { values = $0 })
    #expect(values == [])
  }

  @Test func flatMapMaybeAndCompletable() {
    var events: [String] = []
    _ = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(
      onSuccess: { _ in events.append("value") }, onCompleted: { events.append("empty") })
    _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: {
      events.append("completed")
    })
    #expect(events == ["empty", "completed"])
  }

  @Test func catchAndReturnAndCatch() {
    var values: [Int] = []
    _ = Single<Int>.error(TestError()).catchAndReturn(7).subscribe(onSuccess: { values.append($0) })
    _ = Single<Int>.error(TestError()).catch { _ in .just(8) }.subscribe(onSuccess: {
      values.append($0)
    })
    #expect(values == [7, 8])
  }

  @Test func retrySubscribesAgain() {
    var attempts = 0
    var value: Int?
    _ = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError()) : .just(attempts)
    }.retry(5).subscribe(onSuccess: { value = $0 })
    #expect(value == 3)
  }

  @Test func doRunsItsClosuresInRxSwiftsOrder() {
    var log: [String] = []
    _ = Single.just(1).do(
      onSuccess: { log.append("onSuccess \($0)") },
      afterSuccess: { log.append("afterSuccess \($0)") },
      onSubscribe: { log.append("onSubscribe") },
      onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") }
    ).subscribe(onSuccess: { log.append("subscriber \($0)") })
    #expect(
      log == [
        "onSubscribe", "onSuccess 1", "subscriber 1", "afterSuccess 1", "onSubscribed",
        "onDispose",
      ])
  }

  @Test func asSingleEnforcesExactlyOneValue() {
    var outcomes: [String] = []
    func record(_ single: Single<Int>) {
      _ = single.subscribe(
        onSuccess: { outcomes.append("\($0)") }, onFailure: { outcomes.append("\($0)") })
    }
    record(Observable.just(1).asSingle())
    record(Observable.empty().asSingle())
    record(Observable.of(1, 2).asSingle())
    #expect(
      outcomes == [
        "1", "\(RxError.noElements)", "\(RxError.moreThanOneElement)",
      ])
  }

  @Test func disposingBeforeTheResultCancels() {
    let subject = PublishSubject<Int>()
    var value: Int?
    let subscription = subject.asSingle().subscribe(onSuccess: { value = $0 })
    subject.onNext(1)
    subscription.dispose()
    subject.onCompleted()
    #expect(value == nil)
    #expect(!subject.hasObservers)
  }

  @Test func toObservableAndBackAndCompletable() {
    let recorder = EventRecorder<Int>()
    _ = Single.just(5).asObservable().subscribe(recorder)
    #expect(recorder.events == [.next(5), .completed])
    var completed = false
    _ = Single.just(5).asCompletable().subscribe(onCompleted: { completed = true })
    #expect(completed)
  }
}
