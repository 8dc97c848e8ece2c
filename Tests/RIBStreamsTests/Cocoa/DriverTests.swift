import Dispatch
import RIBStreams
import RIBSupport
import Testing

@MainActor
@Suite struct DriverTests {
  /// Suspends until the main queue has run everything queued on it before this call.
  private func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
  }

  @Test func asDriverOnErrorJustReturnEndsWithTheValueInsteadOfFailing() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.asDriver(onErrorJustReturn: -1).drive(
      onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onError(TestError())
    #expect(log == ["1", "-1", "completed"])
  }

  @Test func asDriverOnErrorDriveWithAndRecover() {
    var values: [Int] = []
    _ = Observable<Int>.error(TestError()).asDriver(onErrorDriveWith: Driver.just(5))
      .drive(onNext: { values.append($0) })
    _ = Observable<Int>.error(TestError()).asDriver(onErrorRecover: { _ in .of(6, 7) })
      .drive(onNext: { values.append($0) })
    #expect(values == [5, 6, 7])
  }

  @Test func valuesFromAnotherThreadArriveOnTheMainThread() async {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var onMain: [Bool] = []
    let subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { value in
      received.append(value)
      onMain.append(isMainThread())
    })
    DispatchQueue.global().sync { subject.onNext(1) }
    await drainMainQueue()
    #expect(received == [1])
    #expect(onMain == [true])
    subscription.dispose()
  }

  @Test func aDriverSharesOneSubscriptionAndReplaysTheLatestValue() {
    var subscriptions = 0
    let source = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create()
    }
    let driver = source.asDriver(onErrorJustReturn: 0)
    var first: [Int] = []
    var second: [Int] = []
    let a = driver.drive(onNext: { first.append($0) })
    let b = driver.drive(onNext: { second.append($0) })
    #expect(subscriptions == 1)
    #expect(first == [1, 2])
    #expect(second == [2])
    a.dispose()
    b.dispose()
  }

  @Test func aSignalReplaysNothing() {
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    var first: [Int] = []
    var second: [Int] = []
    let firstSubscription = signal.emit(onNext: { first.append($0) })
    defer { firstSubscription.dispose() }
    relay.accept(1)
    let secondSubscription = signal.emit(onNext: { second.append($0) })
    defer { secondSubscription.dispose() }
    relay.accept(2)
    #expect(first == [1, 2])
    #expect(second == [2])
  }

  @Test func driveToRelaysAndObservers() {
    let behavior = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    let subject = PublishSubject<Int>()
    var published: [Int] = []
    var subjected: [Int] = []
    _ = publish.subscribe(onNext: { published.append($0) })
    _ = subject.subscribe(onNext: { subjected.append($0) })
    let driver = Driver.of(1, 2)
    _ = driver.drive(behavior)
    _ = driver.drive(publish)
    _ = driver.drive(subject)
    #expect(behavior.value == 2)
    #expect(published == [1, 2])
    #expect(subjected == [1, 2])
  }

  @Test func driverOperatorsStayDrivers() {
    let relay = BehaviorRelay(value: 1)
    let taps = PublishRelay<Void>()
    var log: [String] = []
    let doubled: Driver<Int> = relay.asDriver().map { $0 * 2 }.distinctUntilChanged()
    let subscription = taps.asSignal().withLatestFrom(doubled.asSignal())
      .emit(onNext: { log.append("tap \($0)") })
    defer { subscription.dispose() }
    let subscription2 = doubled.drive(onNext: { log.append("\($0)") })
    defer { subscription2.dispose() }
    relay.accept(1)
    relay.accept(3)
    taps.accept(())
    #expect(log == ["2", "6", "tap 6"])
  }

  @Test func driveWithAnObject() {
    final class Presenter { var shown: [String] = [] }
    let presenter = Presenter()
    _ = Driver.just("hi").drive(
      with: presenter,
      onNext: { presenter, text in
        presenter.shown.append(text)
      })
    #expect(presenter.shown == ["hi"])
  }
}

@MainActor
@Suite struct BinderTests {
  final class Label { var text = "" }

  @Test func aBinderAppliesValuesToItsTarget() {
    let label = Label()
    let binder = Binder(label) { label, text in label.text = text }
    _ = Observable.just("score").bind(to: binder)
    #expect(label.text == "score")
  }

  @Test func aBinderHoldsItsTargetWeakly() {
    var label: Label? = Label()
    weak let weakLabel = label
    let binder = Binder(label!) { label, text in label.text = text }
    label = nil
    #expect(weakLabel == nil)
    binder.onNext("dropped")
  }

  @Test func anErrorReachingABinderIsReportedWithWhereItWasMade() {
    let collector = ReportCollector()
    let label = Label()
    let line = #line + 1
    let binder = Binder(label) { label, text in label.text = text }
    collector.collect {
      _ = Observable<String>.error(TestError()).bind(to: binder)
    }
    #expect(collector.reports.map(\.kind) == ["unhandledError"])
    #expect(collector.reports.first?.line == line)
  }

  @Test func valuesFromAnotherThreadAreAppliedOnTheMainThread() async {
    let label = Label()
    var onMain = false
    let binder = Binder(label) { label, text in
      label.text = text
      onMain = isMainThread()
    }
    DispatchQueue.global().sync { binder.onNext("later") }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
    #expect(label.text == "later")
    #expect(onMain)
  }
}
