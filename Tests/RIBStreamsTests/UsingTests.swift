import RIBStreams
import RIBSupport
import Testing

@Suite struct UsingTests {
  private struct FactoryFailure: Error {}

  @Test func theResourceLivesUntilTheSequenceCompletesAndGoesAfterTheSubscription() {
    let log = Locked<[String]>([])
    let resource = ProbeDisposable("resource", log: log)
    var values: [Int] = []
    var completed = false
    let numbers = Observable<Int>.using({ resource }) { held in
      #expect(held === resource)
      return Observable<Int>.create { observer in
        #expect(resource.disposeCount == 0)
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        return Disposables.create { log.withLock { $0.append("subscription") } }
      }
    }
    _ = numbers.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
    #expect(values == [1, 2])
    #expect(completed)
    #expect(resource.disposeCount == 1)
    #expect(log.withLock { $0 } == ["subscription", "resource"])
  }

  @Test func disposingTheSubscriptionDisposesTheResource() {
    let resource = ProbeDisposable()
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    let subscription = Observable.using({ resource }) { _ in subject.asObservable() }
      .subscribe(onNext: { values.append($0) })
    subject.onNext(1)
    #expect(resource.disposeCount == 0)
    subscription.dispose()
    subject.onNext(2)
    #expect(values == [1])
    #expect(resource.disposeCount == 1)
    #expect(!subject.hasObservers)
  }

  @Test func eachSubscriptionGetsItsOwnResource() {
    var made: [ProbeDisposable] = []
    let sequence = Observable<Int>.using({ () -> ProbeDisposable in
      let resource = ProbeDisposable()
      made.append(resource)
      return resource
    }) { _ in .just(made.count) }
    var values: [Int] = []
    _ = sequence.subscribe(onNext: { values.append($0) })
    _ = sequence.subscribe(onNext: { values.append($0) })
    #expect(values == [1, 2])
    #expect(made.map(\.disposeCount) == [1, 1])
  }

  @Test func aThrowingObservableFactoryFailsTheSequenceAndStillDisposesTheResource() {
    let resource = ProbeDisposable()
    var failure: (any Error)?
    _ = Observable<Int>.using({ resource }) { _ in throw FactoryFailure() }
      .subscribe(onError: { failure = $0 })
    #expect(failure is FactoryFailure)
    #expect(resource.disposeCount == 1)
  }

  @Test func aThrowingResourceFactoryFailsTheSequenceWithoutCallingTheOther() {
    var factoryCalls = 0
    var failure: (any Error)?
    _ = Observable<Int>.using({ () throws -> ProbeDisposable in throw FactoryFailure() }) { _ in
      factoryCalls += 1
      return .just(1)
    }
    .subscribe(onError: { failure = $0 })
    #expect(failure is FactoryFailure)
    #expect(factoryCalls == 0)
  }

  @Test func anErrorOfTheSequenceDisposesTheResource() {
    let resource = ProbeDisposable()
    var failure: (any Error)?
    _ = Observable<Int>.using({ resource }) { _ in .error(FactoryFailure()) }
      .subscribe(onError: { failure = $0 })
    #expect(failure is FactoryFailure)
    #expect(resource.disposeCount == 1)
  }
}
