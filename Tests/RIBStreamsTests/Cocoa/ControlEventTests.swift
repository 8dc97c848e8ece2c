import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// A presenter protocol as an interactor declares it: what the view emits, without UIKit.
@MainActor
private protocol ScorePresentable: AnyObject {
  var resetTapped: ControlEvent<Void> { get }
  var playerName: ControlProperty<String?> { get }
}

@MainActor
private final class ScorePresenterMock: ScorePresentable {
  let taps = PublishRelay<Void>()
  let names = BehaviorRelay<String?>(value: nil)
  var written: [String?] = []

  var resetTapped: ControlEvent<Void> { ControlEvent(events: taps) }
  var playerName: ControlProperty<String?> {
    ControlProperty(
      values: names, valueSink: Binder(self) { presenter, name in presenter.written.append(name) })
  }
}

@MainActor
@Suite struct ControlEventTests {
  /// Suspends until the main queue has run everything queued on it before this call.
  private func drainMainQueue() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
  }

  @Test func anInteractorSubscribesToAPresentersEvent() {
    let presenter = ScorePresenterMock()
    var taps = 0
    let subscription = presenter.resetTapped.subscribe(onNext: { taps += 1 })
    presenter.taps.accept(())
    presenter.taps.accept(())
    #expect(taps == 2)
    subscription.dispose()
    presenter.taps.accept(())
    #expect(taps == 2)
  }

  @Test func aSubscriptionFromAnotherThreadIsMadeOnTheMainThread() async {
    var subscribedOnMain: [Bool] = []
    let source = Observable<Int>.create { observer in
      subscribedOnMain.append(isMainThread())
      observer.onNext(1)
      return Disposables.create()
    }
    let event = ControlEvent(events: source)
    let recorder = EventRecorder<Int>()
    let subscription = DispatchQueue.global().sync { event.subscribe(recorder) }
    await drainMainQueue()
    #expect(subscribedOnMain == [true])
    #expect(recorder.values == [1])
    subscription.dispose()
  }

  @Test func valuesSentFromAnotherThreadArriveOnTheMainThread() async {
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    var onMain: [Bool] = []
    let subscription = ControlEvent(events: relay).subscribe(onNext: { value in
      received.append(value)
      onMain.append(isMainThread())
    })
    DispatchQueue.global().sync { relay.accept(7) }
    await drainMainQueue()
    #expect(received == [7])
    #expect(onMain == [true])
    subscription.dispose()
  }

  @Test func conversionsKeepTheEvents() {
    let relay = PublishRelay<Int>()
    let event = ControlEvent(events: relay)
    var log: [String] = []
    let subscriptions = [
      event.asDriver().drive(onNext: { log.append("driver \($0)") }),
      event.asSignal().emit(onNext: { log.append("signal \($0)") }),
      event.asInfallible().subscribe(onNext: { log.append("infallible \($0)") }),
      event.asControlEvent().asObservable().subscribe(onNext: { log.append("observable \($0)") }),
    ]
    relay.accept(1)
    #expect(log == ["driver 1", "signal 1", "infallible 1", "observable 1"])
    subscriptions.forEach { $0.dispose() }
  }

  @Test func anErrorThatBreaksTheContractIsReportedByTheConversionsAndCompletes() {
    let collector = ReportCollector()
    let line = #line + 1
    let event = ControlEvent(events: Observable<Int>.error(TestError("broken")))
    var log: [String] = []
    collector.collect {
      _ = event.asDriver().drive(onNext: { _ in }, onCompleted: { log.append("driver") })
      _ = event.asSignal().emit(onNext: { _ in }, onCompleted: { log.append("signal") })
    }
    #expect(log == ["driver", "signal"])
    #expect(collector.reports.map(\.kind) == ["unhandledError", "unhandledError"])
    #expect(collector.reports.allSatisfy { $0.line == line && $0.fileID == #fileID })
    #expect(collector.reports.first?.message.contains("TestError(broken)") == true)
  }

  @Test func theModuleNamespaceNamesTheTypes() {
    let event: RxCocoa.ControlEvent<Int> = ControlEvent(events: Observable.just(1))
    let converted: any RxCocoa.ControlEventType = event
    #expect(converted is ControlEvent<Int>)
  }
}

@MainActor
@Suite struct ControlPropertyTests {
  @Test func valuesAreTheSourcesAndNextEventsGoToTheSink() {
    let presenter = ScorePresenterMock()
    var names: [String?] = []
    let subscription120 = presenter.playerName.subscribe(onNext: { names.append($0) })
    defer { subscription120.dispose() }
    presenter.names.accept("ada")
    #expect(names == [nil, "ada"])
    _ = Observable.just("grace").bind(to: presenter.playerName)
    #expect(presenter.written == ["grace"])
  }

  @Test func changedSkipsTheValueAtSubscription() {
    let presenter = ScorePresenterMock()
    presenter.names.accept("first")
    var changes: [String?] = []
    let subscription131 = presenter.playerName.changed.subscribe(onNext: { changes.append($0) })
    defer { subscription131.dispose() }
    presenter.names.accept("second")
    #expect(changes == ["second"])
  }

  @Test func orEmptyReadsNilAsTheEmptyStringBothWays() {
    let presenter = ScorePresenterMock()
    var names: [String] = []
    let property: ControlProperty<String> = presenter.playerName.orEmpty
    let subscription140 = property.subscribe(onNext: { names.append($0) })
    defer { subscription140.dispose() }
    presenter.names.accept("ada")
    property.onNext("typed")
    #expect(names == ["", "ada"])
    #expect(presenter.written == ["typed"])
  }

  @Test func asDriverReplaysTheLatestValue() {
    let presenter = ScorePresenterMock()
    presenter.names.accept("ada")
    var names: [String?] = []
    let subscription151 = presenter.playerName.asDriver().drive(onNext: { names.append($0) })
    defer { subscription151.dispose() }
    #expect(names == ["ada"])
  }

  @Test func anErrorSentToThePropertyIsReportedWhereItWasCreated() {
    let collector = ReportCollector()
    var sunk: [Event<Int>] = []
    let line = #line + 1
    let property = ControlProperty(
      values: Observable<Int>.never(), valueSink: AnyObserver<Int> { sunk.append($0) })
    collector.collect { property.onError(TestError("unshowable")) }
    property.onCompleted()
    #expect(sunk.count == 1)
    #expect(sunk.first.map { if case .completed = $0 { true } else { false } } == true)
    #expect(collector.reports.map(\.kind) == ["unhandledError"])
    #expect(collector.reports.first?.line == line)
    #expect(collector.reports.first?.message.contains("TestError(unshowable)") == true)
  }

  @Test func theModuleNamespaceNamesTheTypes() {
    let property: RxCocoa.ControlProperty<Int> = ControlProperty(
      values: Observable.just(1), valueSink: AnyObserver<Int> { _ in })
    let converted: any RxCocoa.ControlPropertyType = property.asControlProperty()
    #expect(converted is ControlProperty<Int>)
  }
}
