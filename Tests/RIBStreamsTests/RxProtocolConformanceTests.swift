import RIBStreams
import Testing

/// Generic code over RxSwift's protocols, as an app's helpers write it.
private func feed<Subject: SubjectType>(_ subject: Subject, _ value: Subject.Observer.Element) {
  subject.asObserver().onNext(value)
}

private func connectAll<Connectable: ConnectableObservableType>(
  _ connectables: [Connectable]
) -> [any Disposable] {
  connectables.map { $0.connect() }
}

private func neverFails<Sequence: InfallibleType>(_ sequence: Sequence) -> Bool { true }

@Suite struct RxProtocolConformanceTests {
  @Test func everySubjectIsASubjectTypeAndItsOwnObserver() {
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject<Int>(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    let recorders = (0..<3).map { _ in EventRecorder<Int>() }
    let subscription23 = publish.subscribe(recorders[0])
    defer { subscription23.dispose() }
    let subscription24 = behavior.skip(1).subscribe(recorders[1])
    defer { subscription24.dispose() }
    let subscription25 = replay.subscribe(recorders[2])
    defer { subscription25.dispose() }
    feed(publish, 1)
    feed(behavior, 2)
    feed(replay, 3)
    #expect(recorders.map(\.values) == [[1], [2], [3]])
    #expect(publish.asObserver() === publish)
    #expect(behavior.asObserver() === behavior)
    #expect(replay.asObserver() === replay)
  }

  @Test func anObserverTypedContextStillGetsAnAnyObserver() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription38 = subject.subscribe(recorder)
    defer { subscription38.dispose() }
    let observer: AnyObserver<Int> = subject.asObserver()
    observer.onNext(4)
    #expect(recorder.values == [4])
  }

  @Test func aConnectableObservableIsAConnectableObservableType() {
    let source = PublishSubject<Int>()
    let published = source.publish()
    let recorder = EventRecorder<Int>()
    let subscription48 = published.subscribe(recorder)
    defer { subscription48.dispose() }
    source.onNext(1)
    let connections = connectAll([published])
    source.onNext(2)
    connections.forEach { $0.dispose() }
    source.onNext(3)
    #expect(recorder.values == [2])
  }

  @Test func anInfallibleIsAnInfallibleType() {
    #expect(neverFails(Infallible.just(1)))
    let named: any RxSwift.InfallibleType = Infallible.just(1)
    #expect(named is Infallible<Int>)
  }

  @Test func theModuleNamespaceNamesTheProtocols() {
    let subject: any RxSwift.SubjectType = PublishSubject<Int>()
    let connectable: any RxSwift.ConnectableObservableType = PublishSubject<Int>().publish()
    #expect(subject is PublishSubject<Int>)
    #expect(connectable is ConnectableObservable<Int>)
  }
}

@Suite struct RefCountDisposableTests {
  @Test func disposesOnceItselfAndEveryReferenceAreDisposed() {
    var disposed = 0
    let shared = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
    let first = shared.retain()
    let second = shared.retain()
    shared.dispose()
    #expect(disposed == 0)
    first.dispose()
    first.dispose()
    #expect(disposed == 0)
    #expect(!shared.isDisposed)
    second.dispose()
    #expect(disposed == 1)
    #expect(shared.isDisposed)
  }

  @Test func withNoReferenceItDisposesAtOnceAndLaterRetainsDoNothing() {
    var disposed = 0
    let shared = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
    shared.dispose()
    shared.dispose()
    #expect(disposed == 1)
    shared.retain().dispose()
    #expect(disposed == 1)
  }

  @Test func aReferenceDisposedBeforeItselfDoesNotDisposeTheResource() {
    var disposed = 0
    let shared = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
    shared.retain().dispose()
    #expect(disposed == 0)
    let named: RxSwift.RefCountDisposable = shared
    named.dispose()
    #expect(disposed == 1)
  }
}
