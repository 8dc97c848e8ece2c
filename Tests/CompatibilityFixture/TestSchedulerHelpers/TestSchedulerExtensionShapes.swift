// A test helper apps write on RxTest's `TestScheduler`: a timeline in seconds, converted with
// a file-level `resolution` of the test's own. RxTest's scheduler has no member of that name,
// so inside the extension the name means the test's constant.
//
// Built in the Swift 5 and plain Swift 6 targets only: with default main-actor isolation the
// extension's members are nonisolated here (the scheduler is `Sendable`), so they cannot read
// a main-actor constant, which they can with RxTest. Testing.md keeps test targets off that
// setting.

import RIBStreams
import RIBTesting

/// Seconds per tick in the café's timelines.
private let resolution = 0.5

extension TestScheduler {
  /// A cold sequence of `values`, one every `ticks` ticks, the delays written in seconds.
  func everyFewTicks<Value>(_ values: [Value], ticks: Int) -> Observable<Value> {
    Observable.create { observer in
      let deliveries = values.enumerated().map { index, value in
        self.scheduleRelative(
          (), dueTime: .milliseconds(Int(resolution * 1000) * ticks * (index + 1))
        ) { _ in
          observer.onNext(value)
          return Disposables.create()
        }
      }
      return Disposables.create(deliveries)
    }
  }

  /// A scheduler whose ticks are the café's `resolution`.
  static func cafeTimeline() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: resolution)
  }
}
