import RIBStreams
import Testing

@Suite struct PublishSubjectTests {
  @Test func deliversOnlyEventsSentAfterSubscribing() {
    let subject = PublishSubject<Int>()
    subject.onNext(0)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    #expect(recorder.events == [.next(1), .next(2)])
    subscription.dispose()
  }

  @Test func completionIsTerminal() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onError(TestError())
    subject.onCompleted()
    #expect(recorder.events == [.next(1), .completed])
    #expect(!subject.hasObservers)
  }

  /// As in RxSwift, a subject has no observers from its terminal event on: one that ends
  /// while it is delivered (a `values` loop the completion ends) finds none left.
  @Test func theTerminalEventLeavesNoObserversEvenWhileItIsDelivered() {
    let publish = PublishSubject<Int>()
    expectNoObserversFromCompletion(of: publish) { publish.hasObservers }
    let behavior = BehaviorSubject(value: 0)
    expectNoObserversFromCompletion(of: behavior) { behavior.hasObservers }
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    expectNoObserversFromCompletion(of: replay) { replay.hasObservers }
  }

  private func expectNoObserversFromCompletion<Subject: ObservableType & ObserverType>(
    of subject: Subject, _ hasObservers: @escaping () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var observersDuringCompletion: Bool?
    _ = subject.subscribe(onCompleted: { observersDuringCompletion = hasObservers() })
    #expect(hasObservers(), sourceLocation: sourceLocation)
    subject.onCompleted()
    #expect(observersDuringCompletion == false, sourceLocation: sourceLocation)
    #expect(!hasObservers(), sourceLocation: sourceLocation)
  }

  @Test func errorIsTerminal() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onError(TestError("first"))
    subject.onNext(1)
    subject.onError(TestError("second"))
    subject.onCompleted()
    #expect(recorder.events == [.error(TestError("first"))])
    #expect(!subject.hasObservers)
  }

  @Test func lateSubscriberOfACompletedSubjectGetsCompletionAtOnce() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onCompleted()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.completed])
    #expect(!subject.hasObservers)
  }

  @Test func lateSubscriberOfAFailedSubjectGetsTheErrorAtOnce() {
    let subject = PublishSubject<Int>()
    subject.onError(TestError("late"))
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    #expect(recorder.events == [.error(TestError("late"))])
  }

  @Test func hasObserversFollowsSubscriptions() {
    let subject = PublishSubject<Int>()
    #expect(!subject.hasObservers)
    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    #expect(subject.hasObservers)
    first.dispose()
    #expect(subject.hasObservers)
    second.dispose()
    #expect(!subject.hasObservers)
  }

  @Test func disposedObserverGetsNothingMore() {
    let subject = PublishSubject<Int>()
    let kept = EventRecorder<Int>()
    let dropped = EventRecorder<Int>()
    _ = subject.subscribe(kept)
    let subscription = subject.subscribe(dropped)
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    #expect(kept.values == [1, 2])
    #expect(dropped.values == [1])
  }

  @Test func deliveryOrderIsSubscriptionOrder() {
    let subject = PublishSubject<Int>()
    var calls: [Int] = []
    var subscriptions: [any Disposable] = []
    for index in 0..<50 {
      subscriptions.append(subject.subscribe(onNext: { _ in calls.append(index) }))
    }
    subject.onNext(1)
    #expect(calls == Array(0..<50))
    // Removing some keeps the others in order.
    for index in stride(from: 0, to: 50, by: 3) { subscriptions[index].dispose() }
    calls = []
    subject.onNext(2)
    #expect(calls == (0..<50).filter { !$0.isMultiple(of: 3) })
    // A new subscriber goes last.
    _ = subject.subscribe(onNext: { _ in calls.append(99) })
    calls = []
    subject.onNext(3)
    #expect(calls.last == 99)
    #expect(calls.count == 34)
  }

  @Test func isAnObserverAndAnObservable() {
    let subject = PublishSubject<String>()
    let recorder = EventRecorder<String>()
    _ = subject.asObservable().subscribe(recorder)
    let observer: AnyObserver<String> = subject.asObserver()
    observer.onNext("a")
    observer.on(.next("b"))
    observer.onCompleted()
    #expect(recorder.events == [.next("a"), .next("b"), .completed])
  }
}
