import RIBStreams
import Testing

/// `drive` and `emit(to:)` to every target RxCocoa offers: relays of the element and of its
/// optional, observers of its optional, several at once, and a curried binder.
@MainActor
@Suite struct DriveAndEmitTargetTests {
  @Test func aDriverDrivesReplayRelaysAndRelaysOfOptionals() {
    let source = BehaviorRelay(value: 1)
    let replay = ReplayRelay<Int>.create(bufferSize: 5)
    let otherReplay = ReplayRelay<Int>.create(bufferSize: 5)
    let optional = BehaviorRelay<Int?>(value: nil)
    let publishOptional = PublishRelay<Int?>()
    let replayOptional = ReplayRelay<Int?>.create(bufferSize: 5)
    var published: [Int?] = []
    let watch = publishOptional.subscribe(onNext: { published.append($0) })
    let subscriptions = [
      source.asDriver().drive(replay, otherReplay),
      source.asDriver().drive(optional),
      source.asDriver().drive(publishOptional),
      source.asDriver().drive(replayOptional),
    ]
    source.accept(2)
    subscriptions.forEach { $0.dispose() }
    source.accept(3)
    watch.dispose()
    #expect(replayedValues(of: replay) == [1, 2])
    #expect(replayedValues(of: otherReplay) == [1, 2])
    #expect(optional.value == 2)
    #expect(published == [1, 2])
    #expect(replayedValues(of: replayOptional) == [1, 2])
  }

  @Test func aDriverDrivesObserversOfOptionalsWithEveryEvent() {
    let first = RecordingObserver<Int?>()
    let second = RecordingObserver<Int?>()
    _ = Driver.of(1, 2).drive(first, second)
    #expect(first.events == ["next(Optional(1))", "next(Optional(2))", "completed"])
    #expect(second.events == first.events)
  }

  @Test func aDriverHandsItsSequenceToACurriedBinder() {
    var received: [Int] = []
    let binder: (Observable<Int>) -> (Int) -> any Disposable = { source in
      { offset in source.subscribe(onNext: { received.append($0 + offset) }) }
    }
    let subscription = Driver.of(1, 2).drive(binder, curriedArgument: 10)
    subscription.dispose()
    #expect(received == [11, 12])
  }

  @Test func aSignalEmitsToReplayRelaysAndRelaysOfOptionals() {
    let source = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 5)
    let behaviorOptional = BehaviorRelay<Int?>(value: nil)
    let publishOptional = PublishRelay<Int?>()
    let replayOptional = ReplayRelay<Int?>.create(bufferSize: 5)
    var published: [Int?] = []
    let watch = publishOptional.subscribe(onNext: { published.append($0) })
    let subscriptions = [
      source.asSignal().emit(to: replay),
      source.asSignal().emit(to: behaviorOptional),
      source.asSignal().emit(to: publishOptional),
      source.asSignal().emit(to: replayOptional),
    ]
    source.accept(7)
    subscriptions.forEach { $0.dispose() }
    source.accept(8)
    watch.dispose()
    #expect(replayedValues(of: replay) == [7])
    #expect(behaviorOptional.value == 7)
    #expect(published == [7])
    #expect(replayedValues(of: replayOptional) == [7])
  }

  @Test func aSignalEmitsToObserversOfOptionals() {
    let observer = RecordingObserver<String?>()
    _ = RIBStreams.Signal.just("a").emit(to: observer)
    #expect(observer.events == ["next(Optional(\"a\"))", "completed"])
  }

  @Test func driveAndEmitWithNoTargetKeepTheSourceSubscribed() {
    var subscribed = 0
    var disposed = 0
    let source = Observable<Int>.never().do(
      onSubscribe: { subscribed += 1 }, onDispose: { disposed += 1 })
    let driving = source.asDriver(onErrorJustReturn: 0).drive()
    let emitting = source.asSignal(onErrorJustReturn: 0).emit()
    #expect(subscribed == 2)
    driving.dispose()
    emitting.dispose()
    #expect(disposed == 2)
  }

  private func replayedValues<Element>(of relay: ReplayRelay<Element>) -> [Element] {
    var values: [Element] = []
    relay.subscribe(onNext: { values.append($0) }).dispose()
    return values
  }
}

/// An observer that writes down the events it gets.
final class RecordingObserver<Element>: ObserverType, @unchecked Sendable {
  private(set) var events: [String] = []

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value): events.append("next(\(String(describing: value)))")
    case .error(let error): events.append("error(\(error))")
    case .completed: events.append("completed")
    }
  }
}
