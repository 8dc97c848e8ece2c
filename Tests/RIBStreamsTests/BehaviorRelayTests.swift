import RIBStreams
import Testing

@Suite struct BehaviorRelayTests {
  @Test func valueIsTheLatestAcceptedValue() {
    let relay = BehaviorRelay(value: 1)
    #expect(relay.value == 1)
    relay.accept(2)
    #expect(relay.value == 2)
  }

  @Test func subscribersGetTheCurrentValueSynchronouslyThenChanges() {
    let relay = BehaviorRelay(value: "a")
    let recorder = EventRecorder<String>()
    let subscription = relay.subscribe(recorder)
    #expect(recorder.values == ["a"])
    relay.accept("b")
    relay.accept("b")
    #expect(recorder.values == ["a", "b", "b"])
    subscription.dispose()
    relay.accept("c")
    #expect(recorder.values == ["a", "b", "b"])
    #expect(!recorder.isTerminated)
  }

  @Test func accumulatingThroughValue() {
    let relay = BehaviorRelay<[Int]>(value: [])
    for value in 1...3 { relay.accept(relay.value + [value]) }
    #expect(relay.value == [1, 2, 3])
  }

  @Test func bindToBehaviorRelay() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let other = BehaviorRelay(value: 0)
    let binding = source.bind(to: relay, other)
    source.onNext(5)
    #expect(relay.value == 5)
    #expect(other.value == 5)
    source.onError(TestError())
    relay.accept(6)
    #expect(relay.value == 6)
    binding.dispose()
  }
}
