import RIBStreams
import Testing

@Suite struct PublishRelayTests {
  @Test func acceptDeliversToCurrentObservers() {
    let relay = PublishRelay<String>()
    relay.accept("before")
    let recorder = EventRecorder<String>()
    let subscription = relay.subscribe(recorder)
    relay.accept("a")
    relay.accept("b")
    subscription.dispose()
    relay.accept("after")
    #expect(recorder.events == [.next("a"), .next("b")])
  }

  @Test func asObservableWorksWithOperators() {
    let relay = PublishRelay<Int>()
    var seen: [Int] = []
    let subscription = relay.asObservable().map { $0 * 10 }.subscribe(onNext: { seen.append($0) })
    relay.accept(1)
    relay.accept(2)
    #expect(seen == [10, 20])
    subscription.dispose()
  }

  @Test func bindToRelayForwardsValuesButNotTerminalEvents() {
    let source = PublishSubject<Int>()
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    let firstRecorder = EventRecorder<Int>()
    let secondRecorder = EventRecorder<Int>()
    _ = first.subscribe(firstRecorder)
    _ = second.subscribe(secondRecorder)
    let binding = source.bind(to: first, second)
    source.onNext(1)
    source.onCompleted()
    first.accept(2)
    #expect(firstRecorder.events == [.next(1), .next(2)])
    #expect(secondRecorder.events == [.next(1)])
    binding.dispose()
  }
}
