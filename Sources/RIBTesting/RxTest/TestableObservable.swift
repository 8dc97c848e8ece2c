import RIBStreams
import RIBSupport

/// An observable that replays recorded events on a ``TestScheduler`` and records when it was
/// subscribed to. Made by ``TestScheduler/createHotObservable(_:)`` (events at absolute times,
/// whoever listens) and ``TestScheduler/createColdObservable(_:)`` (events at times relative
/// to each subscription).
///
/// ```swift
/// let input = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// let observer = scheduler.start { input.map { $0 * 2 } }
/// XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
/// XCTAssertEqual(input.subscriptions, [Subscription(200, 300)])
/// ```
public class TestableObservable<Element>: ObservableType {
  /// The scheduler the events are replayed on.
  let testScheduler: TestScheduler
  private let records: Locked<[Subscription]> = Locked([])

  /// The events this observable replays.
  public let recordedEvents: [Recorded<Event<Element>>]

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.recordedEvents = recordedEvents
  }

  /// Every subscription so far, in the order they were made, with when each ended.
  public var subscriptions: [Subscription] { records.withLock { $0 } }

  /// Subscribes `observer`, recording the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let index = records.withLock { records in
      records.append(Subscription(testScheduler.clock))
      return records.count - 1
    }
    let delivery = attach(AnyObserver(observer))
    let records = records
    let scheduler = testScheduler
    return Disposables.create(
      with: {
        delivery.dispose()
        let time = scheduler.clock
        records.withLock { records in
          records[index] = Subscription(records[index].subscribe, time)
        }
      }, isolation: nil)
  }

  /// This observable as an `Observable`.
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }

  /// Starts delivering the recorded events to `observer`; disposing the result stops it.
  func attach(_ observer: AnyObserver<Element>) -> any Disposable {
    Disposables.create()
  }
}

// The subscription records are behind a lock; the rest is immutable.
extension TestableObservable: @unchecked Sendable {}

/// Replays its events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  /// Keyed by subscription order, which is the order of delivery: a subscriber leaves in
  /// constant time, whichever it is.
  private struct Observers {
    var entries: [Int: AnyObserver<Element>] = [:] { didSet { ordered = nil } }
    var nextKey = 0
    /// `entries` in order, made once per change of subscribers rather than once per event.
    private var ordered: [AnyObserver<Element>]?

    mutating func inOrder() -> [AnyObserver<Element>] {
      if let ordered { return ordered }
      let sorted = entries.sorted { $0.key < $1.key }.map(\.value)
      ordered = sorted
      return sorted
    }
  }

  private let observers = Locked(Observers())

  override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    let observers = observers
    for recorded in recordedEvents {
      _ = testScheduler.scheduleAbsoluteVirtual(recorded.value, time: recorded.time) { event in
        let current = observers.withLock { $0.inOrder() }
        for observer in current { observer.on(event) }
        return Disposables.create()
      }
    }
  }

  override func attach(_ observer: AnyObserver<Element>) -> any Disposable {
    let key = observers.withLock { observers in
      defer { observers.nextKey += 1 }
      observers.entries[observers.nextKey] = observer
      return observers.nextKey
    }
    let observers = observers
    return Disposables.create(
      with: {
        let removed = observers.withLock { observers in
          observers.entries.removeValue(forKey: key)
        }
        _ = removed
      }, isolation: nil)
  }
}

/// Replays its events at times relative to each subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
  override func attach(_ observer: AnyObserver<Element>) -> any Disposable {
    let scheduled = CompositeDisposable()
    for recorded in recordedEvents {
      scheduled.insert(
        testScheduler.scheduleRelativeVirtual(recorded.value, dueTime: recorded.time) {
          event in
          observer.on(event)
          return Disposables.create()
        })
    }
    return scheduled
  }
}
