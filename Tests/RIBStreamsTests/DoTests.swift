import RIBStreams
import Testing

@Suite struct DoTests {
  @Test func hooksRunInOrderAroundAValueAndCompletion() {
    // As in RxSwift: the subscriber's `onDisposed` runs as part of the terminal event, and the
    // operator's `onDispose` when the operator's own subscription is torn down after it.
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.do(
      onNext: { log.append("do next \($0)") },
      onError: { _ in log.append("do error") },
      onCompleted: { log.append("do completed") },
      onSubscribe: { log.append("do subscribe") },
      onDispose: { log.append("do dispose") }
    )
    .subscribe(
      onNext: { log.append("next \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    #expect(log == ["do subscribe"])
    #expect(subject.hasObservers)
    subject.onNext(1)
    subject.onCompleted()
    #expect(
      log == [
        "do subscribe", "do next 1", "next 1", "do completed", "completed", "disposed",
        "do dispose",
      ])
    #expect(!subject.hasObservers)
    subscription.dispose()
    #expect(log.count == 7)
  }

  @Test func onSubscribeRunsBeforeSubscribingUpstream() {
    let log = Locked<[String]>([])
    let source = Observable<Int>.create { _ in
      log.withLock { $0.append("upstream subscribed") }
      return Disposables.create { log.withLock { $0.append("upstream disposed") } }
    }
    let subscription = source.do(
      onSubscribe: { log.withLock { $0.append("onSubscribe") } },
      onDispose: { log.withLock { $0.append("onDispose") } }
    )
    .subscribe()
    subscription.dispose()
    #expect(
      log.value == ["onSubscribe", "upstream subscribed", "upstream disposed", "onDispose"])
  }

  @Test func onErrorHookSeesTheError() {
    var seen: [TestError] = []
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError("e"))
      .do(onError: { seen.append($0 as! TestError) })
      .subscribe(recorder)
    #expect(seen == [TestError("e")])
    #expect(recorder.events == [.error(TestError("e"))])
  }

  @Test func onDisposeRunsOnceOnDisposal() {
    let subject = PublishSubject<Int>()
    var disposed = 0
    let subscription = subject.do(onDispose: { disposed += 1 }).subscribe()
    subscription.dispose()
    subscription.dispose()
    subject.onCompleted()
    #expect(disposed == 1)
  }

  @Test func eachSubscriptionRunsItsOwnHooks() {
    var subscribes = 0
    var disposes = 0
    let source = Observable.of(1).do(
      onSubscribe: { subscribes += 1 }, onDispose: { disposes += 1 })
    _ = source.subscribe()
    _ = source.subscribe()
    #expect(subscribes == 2)
    #expect(disposes == 2)
  }

  @Test func throwingOnNextEndsTheSequenceAndDisposesUpstream() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.do(onNext: { if $0 == 2 { throw TestError("do") } }).subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    #expect(recorder.events == [.next(1), .error(TestError("do"))])
    #expect(!subject.hasObservers)
  }

  @Test func throwingOnCompletedTurnsCompletionIntoThatError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().do(onCompleted: { throw TestError("completed") })
      .subscribe(recorder)
    #expect(recorder.events == [.error(TestError("completed"))])
  }

  @Test func throwingOnErrorReplacesTheError() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError("original")).do(onError: { _ in throw TestError("hook") })
      .subscribe(recorder)
    #expect(recorder.events == [.error(TestError("hook"))])
  }

  @Test func afterHooksRunOnceTheEventWasPassedOn() {
    var log: [String] = []
    _ = Observable.just(1).do(
      onNext: { log.append("on next \($0)") },
      afterNext: { log.append("after next \($0)") },
      onCompleted: { log.append("on completed") },
      afterCompleted: { log.append("after completed") }
    )
    .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    #expect(
      log == [
        "on next 1", "next 1", "after next 1", "on completed", "completed", "after completed",
      ])
  }

  @Test func aSourceThatEndsAtOnceIsDisposedBeforeOnSubscribedAndOnDisposeRunsLast() {
    var log: [String] = []
    _ = Observable<Int>.create { observer in
      log.append("source subscribed")
      observer.onCompleted()
      return Disposables.create { log.append("source disposed") }
    }
    .do(
      onCompleted: { log.append("do completed") },
      onSubscribe: { log.append("do subscribe") },
      onSubscribed: { log.append("do subscribed") },
      onDispose: { log.append("do dispose") }
    )
    .subscribe()
    #expect(
      log == [
        "do subscribe", "source subscribed", "do completed", "source disposed", "do subscribed",
        "do dispose",
      ])
  }

  @Test func afterNextFailingFailsTheSequenceAfterTheValue() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).do(afterNext: { _ in throw TestError() }).subscribe(recorder)
    #expect(recorder.events == [.next(1), .error(TestError())])
  }
}
