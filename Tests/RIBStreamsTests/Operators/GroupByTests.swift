import RIBStreams
import Testing

@Suite struct GroupByTests {
  @Test func emitsAGroupPerKeyAndSendsEachValueToItsGroup() {
    let source = PublishSubject<Int>()
    var groups: [String: EventRecorder<Int>] = [:]
    var keys: [String] = []
    let outer = EventRecorder<String>()
    _ = source.groupBy { $0.isMultiple(of: 2) ? "even" : "odd" }
      .do(onNext: { group in
        keys.append(group.key)
        let recorder = EventRecorder<Int>()
        groups[group.key] = recorder
        _ = group.subscribe(recorder)
      })
      .map(\.key)
      .subscribe(outer)
    for value in [1, 2, 3, 4, 5] { source.onNext(value) }
    source.onCompleted()
    #expect(keys == ["odd", "even"])
    #expect(groups["odd"]?.events == [.next(1), .next(3), .next(5), .completed])
    #expect(groups["even"]?.events == [.next(2), .next(4), .completed])
    #expect(outer.events == [.next("odd"), .next("even"), .completed])
  }

  @Test func anErrorReachesEveryGroupThenTheOuterSequence() {
    let source = PublishSubject<Int>()
    var log: [String] = []
    _ = source.groupBy { $0 % 2 }
      .subscribe(
        onNext: { group in
          _ = group.subscribe(onError: { _ in log.append("group \(group.key) failed") })
        },
        onError: { _ in log.append("outer failed") })
    source.onNext(1)
    source.onNext(2)
    source.onError(TestError())
    #expect(log == ["group 1 failed", "group 0 failed", "outer failed"])
  }

  @Test func aThrowingKeySelectorEndsEverythingWithItsError() {
    let source = PublishSubject<Int>()
    let group = EventRecorder<Int>()
    let outer = EventRecorder<Int>()
    _ = source.groupBy { value -> Int in
      if value > 1 { throw TestError("key") }
      return value
    }
    .do(onNext: { _ = $0.subscribe(group) })
    .map(\.key)
    .subscribe(outer)
    source.onNext(1)
    source.onNext(2)
    #expect(group.events == [.next(1), .error(TestError("key"))])
    #expect(outer.events == [.next(1), .error(TestError("key"))])
    #expect(!source.hasObservers)
  }

  @Test func theSourceStaysSubscribedWhileAGroupIs() {
    let source = PublishSubject<Int>()
    var group: GroupedObservable<Int, Int>?
    let outerSubscription = source.groupBy { _ in 0 }.subscribe(onNext: { group = $0 })
    source.onNext(1)
    let recorder = EventRecorder<Int>()
    let groupSubscription = group?.subscribe(recorder)
    outerSubscription.dispose()
    #expect(source.hasObservers)
    source.onNext(2)
    #expect(recorder.values == [2])
    groupSubscription?.dispose()
    #expect(!source.hasObservers)
  }

  @Test func disposingTheOuterSubscriptionWithNoGroupSubscribedEndsTheSource() {
    let source = PublishSubject<Int>()
    let subscription = source.groupBy { $0 }.subscribe(onNext: { _ in })
    source.onNext(1)
    subscription.dispose()
    #expect(!source.hasObservers)
  }

  @Test func theModuleNamespaceNamesTheGroup() {
    let group: RxSwift.GroupedObservable<String, Int> = GroupedObservable(
      key: "k", source: .just(1))
    let recorder = EventRecorder<Int>()
    _ = group.subscribe(recorder)
    #expect(group.key == "k")
    #expect(recorder.events == [.next(1), .completed])
  }
}
