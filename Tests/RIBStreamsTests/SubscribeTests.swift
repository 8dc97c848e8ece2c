import RIBStreams
import Testing

@Suite struct SubscribeTests {
  @Test func closuresAreAllOptional() {
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe()
    subject.onNext(1)
    subject.onCompleted()
    subscription.dispose()
  }

  @Test func onDisposedRunsOnceAfterCompletion() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onNext: { log.append("next \($0)") },
      onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onCompleted()
    #expect(log == ["next 1", "completed", "disposed"])
    subscription.dispose()
    #expect(log == ["next 1", "completed", "disposed"])
  }

  @Test func onDisposedRunsOnceAfterAnError() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onError(TestError())
    subscription.dispose()
    #expect(log == ["error TestError(boom)", "disposed"])
  }

  @Test func onDisposedRunsBeforeUpstreamIsDisposedOnTermination() {
    // RxSwift 6.10.2 prints: d next 4, next 4, d next 3, next 3, completed, disposed,
    // d dispose (the subscriber's onDisposed follows its onCompleted at once; the operators
    // above let go of their sources after that).
    var log: [String] = []
    _ = Observable.of(4, 3)
      .do(onNext: { log.append("d next \($0)") }, onDispose: { log.append("d dispose") })
      .take(2)
      .subscribe(
        onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
        onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    #expect(
      log == [
        "d next 4", "next 4", "d next 3", "next 3", "completed", "disposed", "d dispose",
      ])
    log = []
    let subject = PublishSubject<Int>()
    _ = subject.do(onDispose: { log.append("d dispose") })
      .subscribe(onError: { _ in log.append("error") }, onDisposed: { log.append("disposed") })
    subject.onError(TestError())
    #expect(log == ["error", "disposed", "d dispose"])
  }

  @Test func onDisposedRunsOnceOnDispose() {
    let subject = PublishSubject<Int>()
    var disposed = 0
    let subscription = subject.subscribe(onDisposed: { disposed += 1 })
    #expect(disposed == 0)
    subscription.dispose()
    subscription.dispose()
    #expect(disposed == 1)
    subject.onCompleted()
    #expect(disposed == 1)
  }

  @Test func onDisposedRunsWhenASynchronousSourceCompletesDuringSubscribe() {
    var log: [String] = []
    _ = Observable.just(1).subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["next 1", "completed", "disposed"])
  }

  @Test func subscribeEventClosure() {
    let subject = PublishSubject<Int>()
    var events: [Recorded<Int>] = []
    let subscription = subject.subscribe { events.append(Recorded($0)) }
    subject.onNext(1)
    subject.onError(TestError())
    subject.onNext(2)
    #expect(events == [.next(1), .error(TestError())])
    subscription.dispose()
  }

  @Test func subscribeObserverEnforcesTheGrammar() {
    // A source that misbehaves (values after completion) is cut off at the terminal event.
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      return Disposables.create()
    }
    let recorder = EventRecorder<Int>()
    _ = source.subscribe(AnyObserver(recorder))
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func subscribeClosuresGetNothingAfterTheEndOrDisposal() {
    // Values take a shorter path to `onNext` than terminal events; both must respect the end.
    var observers: [AnyObserver<Int>] = []
    let source = Observable<Int>.create { observer in
      observers.append(observer)
      return Disposables.create()
    }
    var log: [String] = []
    let completing = source.subscribe(
      onNext: { log.append("a \($0)") }, onCompleted: { log.append("a completed") })
    let disposing = source.subscribe(
      onNext: { log.append("b \($0)") }, onDisposed: { log.append("b disposed") })
    observers[0].onNext(1)
    observers[1].onNext(1)
    observers[0].onCompleted()
    disposing.dispose()
    observers[0].onNext(2)
    observers[1].onNext(2)
    observers[1].onCompleted()
    #expect(log == ["a 1", "b 1", "a completed", "b disposed"])
    completing.dispose()
  }

  final class Owner {
    var seen: [Int] = []
    var completed = false
    var disposed = false
  }

  @Test func subscribeWithHoldsTheObjectWeakly() {
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subscription = subject.subscribe(
      with: owner!,
      onNext: { owner, value in owner.seen.append(value) },
      onCompleted: { owner in owner.completed = true },
      onDisposed: { owner in owner.disposed = true })
    subject.onNext(1)
    #expect(owner?.seen == [1])
    owner = nil
    #expect(weakOwner == nil)
    subject.onNext(2)
    subject.onCompleted()
    subscription.dispose()
  }

  @Test func subscribeWithPassesTheObjectToEveryClosure() {
    let subject = PublishSubject<Int>()
    let owner = Owner()
    let subscription = subject.subscribe(
      with: owner,
      onNext: { owner, value in owner.seen.append(value) },
      onError: { owner, _ in owner.seen.append(-1) },
      onCompleted: { owner in owner.completed = true },
      onDisposed: { owner in owner.disposed = true })
    subject.onNext(1)
    subject.onCompleted()
    #expect(owner.seen == [1])
    #expect(owner.completed)
    #expect(owner.disposed)
    subscription.dispose()

    let failing = PublishSubject<Int>()
    let other = Owner()
    _ = failing.subscribe(with: other, onError: { owner, _ in owner.seen.append(-1) })
    failing.onError(TestError())
    #expect(other.seen == [-1])
  }

  @Test func bindToObserversForwardsEveryEvent() {
    let source = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let binding = source.bind(to: first, second)
    source.onNext(1)
    source.onCompleted()
    #expect(first.events == [.next(1), .completed])
    #expect(second.events == [.next(1), .completed])
    binding.dispose()
  }

  @Test func bindToSubject() throws {
    let source = PublishSubject<Int>()
    let target = BehaviorSubject(value: 0)
    let binding = source.bind(to: target)
    source.onNext(3)
    #expect(try target.value() == 3)
    binding.dispose()
    source.onNext(4)
    #expect(try target.value() == 3)
  }
}
