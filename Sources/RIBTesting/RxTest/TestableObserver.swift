import RIBStreams
import RIBSupport

/// An observer that records every event with the virtual time it came at. Made by
/// ``TestScheduler/createObserver(_:)`` and ``TestScheduler/start(created:subscribed:disposed:create:)``.
///
/// ```swift
/// let observer = scheduler.createObserver(String.self)
/// interactor.titles.subscribe(observer).disposed(by: bag)
/// scheduler.start()
/// XCTAssertEqual(observer.events, [.next(10, "Home")])
/// ```
///
/// It may be sent events from any thread; they are stamped with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType {
  private let scheduler: TestScheduler
  private let recorded = Locked<[Recorded<Event<Element>>]>([])

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Every event so far, in order, each with the virtual time it came at.
  public var events: [Recorded<Event<Element>>] { recorded.withLock { $0 } }

  /// Records `event` at the scheduler's current time.
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.append(Recorded(time: time, value: event)) }
  }
}

// The events are behind a lock; elements cross threads only if they are `Sendable`.
extension TestableObserver: @unchecked Sendable where Element: Sendable {}
