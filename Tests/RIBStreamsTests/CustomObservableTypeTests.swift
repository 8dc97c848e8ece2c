import RIBStreams
import Testing

/// A type of the user's own that adopts `ObservableType` by implementing `subscribe(_:)` only,
/// as RxSwift allows, gets `asObservable()` and every operator.
@Suite struct CustomObservableTypeTests {
  final class Countdown: ObservableType {
    typealias Element = Int
    let from: Int
    private(set) var subscriptions = 0

    init(from: Int) { self.from = from }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Int {
      subscriptions += 1
      for value in stride(from: from, through: 1, by: -1) { observer.onNext(value) }
      observer.onCompleted()
      return Disposables.create()
    }
  }

  @Test func operatorsWorkOnATypeThatOnlyImplementsSubscribe() {
    let countdown = Countdown(from: 3)
    let recorder = EventRecorder<Int>()
    _ = countdown.map { $0 * 10 }.subscribe(recorder)
    #expect(recorder.events == [.next(30), .next(20), .next(10), .completed])
    #expect(countdown.subscriptions == 1)
  }

  @Test func asObservableSubscribesOncePerSubscriber() {
    let countdown = Countdown(from: 1)
    let observable = countdown.asObservable()
    _ = observable.subscribe()
    _ = observable.subscribe()
    #expect(countdown.subscriptions == 2)
  }
}
