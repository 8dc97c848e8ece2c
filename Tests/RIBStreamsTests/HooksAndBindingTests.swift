import RIBStreams
import RIBSupport
import Testing

/// RxSwift's `Hooks`, and the remaining `bind(to:)` and `multicast` forms.
@Suite struct HooksAndBindingTests {
  /// The error this test sends; other tests' unhandled errors may reach the hook while it is
  /// set (tests run in parallel), and are left out.
  struct HookProbe: Error {}

  @Test func anUnhandledErrorAlsoGoesToTheHandlerSetInHooks() {
    let handled = Locked<[String]>([])
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { callStack, error in
      if error is HookProbe { handled.withLock { $0.append("\(callStack)") } }
    }
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["frame"] }
    defer {
      Hooks.defaultErrorHandler = previous
      Hooks.recordCallStackOnError = false
      Hooks.customCaptureSubscriptionCallstack = { [] }
    }
    let collector = ReportCollector()
    collector.collect {
      _ = Observable<Int>.error(HookProbe()).subscribe(onNext: { _ in })
    }
    #expect(handled.withLock { $0 } == ["[\"frame\"]"])
    #expect(collector.reports.map(\.kind) == ["unhandledError"])
  }

  @Test func bindSendsToReplayAndOptionalRelays() {
    let replay = ReplayRelay<Int>.create(bufferSize: 2)
    let optional = BehaviorRelay<Int?>(value: nil)
    _ = Observable.of(1, 2, 3).bind(to: replay)
    _ = Observable.just(4).bind(to: optional)
    var replayed: [Int] = []
    let subscription38 = replay.subscribe(onNext: { replayed.append($0) })
    defer { subscription38.dispose() }
    #expect(replayed == [2, 3])
    #expect(optional.value == 4)
  }

  @Test func infallibleBindsToObservers() {
    let recorder = EventRecorder<Int>()
    _ = Infallible.of(1, 2).bind(to: recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func multicastWithASelectorSharesOneSubscriptionPerSubscriber() {
    var subscriptions = 0
    let source = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 })
    let recorder = EventRecorder<Int>()
    _ = source.multicast(
      { PublishSubject<Int>() },
      selector: { shared in
        Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
      }
    ).subscribe(recorder)
    #expect(recorder.events == [.next(11), .next(22), .completed])
    #expect(subscriptions == 1)
  }

  /// A connectable of the user's own, adopting `ConnectableObservableType`.
  final class ManualConnectable: ConnectableObservableType {
    typealias Element = Int
    let subject = PublishSubject<Int>()
    var connections = 0

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Int {
      subject.subscribe(observer)
    }

    func connect() -> any Disposable {
      connections += 1
      return Disposables.create()
    }
  }

  @Test func refCountWorksOnAConnectableOfTheUsersOwn() {
    let connectable = ManualConnectable()
    let shared = connectable.refCount()
    let first = shared.subscribe()
    let second = shared.subscribe()
    #expect(connectable.connections == 1)
    first.dispose()
    second.dispose()
    let subscription88 = shared.subscribe()
    defer { subscription88.dispose() }
    #expect(connectable.connections == 2)
  }
}

@Suite struct InfallibleArityTests {
  @Test func combineLatestAndZipOfInfallibles() {
    let letters = BehaviorRelay(value: "a")
    let numbers = BehaviorRelay(value: 1)
    var combined: [String] = []
    var zipped: [String] = []
    let subscriptions = [
      Infallible.combineLatest(letters.asInfallible(), numbers.asInfallible())
        .subscribe(onNext: { combined.append("\($0)\($1)") }),
      Infallible.zip(letters.asInfallible(), numbers.asInfallible()) { "\($0)\($1)" }
        .subscribe(onNext: { zipped.append($0) }),
    ]
    numbers.accept(2)
    letters.accept("b")
    #expect(combined == ["a1", "a2", "b2"])
    #expect(zipped == ["a1", "b2"])
    for subscription in subscriptions { subscription.dispose() }
  }

  @Test func aThrowingSelectorIsReportedAndCompletes() {
    let collector = ReportCollector()
    var completed = false
    collector.collect {
      _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) {
        (_, _) throws -> Int in throw TestError()
      }.subscribe(onCompleted: { completed = true })
    }
    #expect(collector.reports.map(\.kind) == ["unhandledError"])
    #expect(completed)
  }

  @Test func aReplayRelayConvertsToAnInfallible() {
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    relay.accept(5)
    var values: [Int] = []
    let subscription128 = relay.asInfallible().subscribe(onNext: { values.append($0) })
    defer { subscription128.dispose() }
    #expect(values == [5])
  }
}
