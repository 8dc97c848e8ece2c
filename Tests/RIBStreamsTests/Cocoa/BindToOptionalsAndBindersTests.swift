import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// RxCocoa's `bind` forms for `Observable` and `Infallible`: observers and relays of the
/// element's optional, closures, and curried binders.
@MainActor
@Suite struct BindToOptionalsAndBindersTests {
  @Test func anObservableBindsToObserversOfOptionals() {
    let first = RecordingObserver<Int?>()
    let second = RecordingObserver<Int?>()
    _ = Observable.of(1, 2).bind(to: first, second)
    #expect(first.events == ["next(Optional(1))", "next(Optional(2))", "completed"])
    #expect(second.events == first.events)
  }

  @Test func anObservableHandsItselfToACurriedBinder() {
    var received: [Int] = []
    let binder: (Observable<Int>) -> (Int) -> any Disposable = { source in
      { offset in source.subscribe(onNext: { received.append($0 + offset) }) }
    }
    Observable.just(1).bind(to: binder, curriedArgument: 3).dispose()
    #expect(received == [4])
  }

  @Test func anInfallibleBindsToObserversAndRelaysOfOptionals() {
    let observer = RecordingObserver<Int?>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int?>()
    let replay = ReplayRelay<Int?>.create(bufferSize: 2)
    var published: [Int?] = []
    let watch = publish.subscribe(onNext: { published.append($0) })
    let source = Infallible.of(1, 2)
    _ = source.bind(to: observer)
    _ = source.bind(to: behavior)
    _ = source.bind(to: publish)
    _ = source.bind(to: replay)
    watch.dispose()
    var replayed: [Int?] = []
    replay.subscribe(onNext: { replayed.append($0) }).dispose()
    #expect(observer.events == ["next(Optional(1))", "next(Optional(2))", "completed"])
    #expect(behavior.value == 2)
    #expect(published == [1, 2])
    #expect(replayed == [1, 2])
  }

  @Test func anInfallibleBindsAClosureAndBinders() {
    var values: [Int] = []
    _ = Infallible.of(1, 2).bind(onNext: { values.append($0) })
    let binder: (Infallible<Int>) -> any Disposable = { source in
      source.subscribe(onNext: { values.append($0 * 10) })
    }
    let curried: (Infallible<Int>) -> (Int) -> any Disposable = { source in
      { offset in source.subscribe(onNext: { values.append($0 + offset) }) }
    }
    _ = Infallible.just(3).bind(to: binder)
    _ = Infallible.just(4).bind(to: curried)(100)
    _ = Infallible.just(5).bind(to: curried, curriedArgument: 1000)
    #expect(values == [1, 2, 30, 104, 1005])
  }

  @Test func aClosureBoundFromTheMainActorRunsOnItForAnotherThreadsValue() async {
    let relay = PublishRelay<Int>()
    var onMain: [Bool] = []
    let subscription = relay.asInfallible().bind(onNext: { _ in onMain.append(isMainThread()) })
    DispatchQueue.global().sync { relay.accept(1) }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { done.resume() }
    }
    #expect(onMain == [true])
    subscription.dispose()
  }
}
