import RIBStreams

/// A point in ``TestScheduler``'s virtual time: ticks, as in RxTest.
public typealias TestTime = Int

/// A value with the virtual time it happened at: what ``TestableObserver`` records, and what
/// ``TestScheduler/createHotObservable(_:)`` and ``TestScheduler/createColdObservable(_:)``
/// replay.
///
/// Events are written with the static helpers, as with RxTest:
///
/// ```swift
/// let input = scheduler.createHotObservable([.next(210, "a"), .completed(300)])
/// XCTAssertEqual(observer.events, [.next(210, "a"), .completed(300)])
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When the value happened.
  public let time: TestTime
  /// The value, usually an `Event`.
  public let value: Value

  /// A record of `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// A description such as `next(1) @ 210`.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// A `.next(element)` event at `time`.
  public static func next<Element>(
    _ time: TestTime, _ element: Element
  ) -> Recorded<
    Event<Element>
  > where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// A `.completed` event at `time`; name the element type where it cannot be inferred.
  public static func completed<Element>(
    _ time: TestTime, _ type: Element.Type = Element.self
  )
    -> Recorded<Event<Element>> where Value == Event<Element>
  {
    Recorded(time: time, value: .completed)
  }

  /// An `.error(error)` event at `time`; name the element type where it cannot be inferred.
  public static func error<Element>(
    _ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self
  ) -> Recorded<Event<Element>> where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// The events listed, as an array: where the element type cannot be inferred from
  /// `[.next(210, 1), …]` alone.
  public static func events<Element>(
    _ recorded: Recorded<Event<Element>>...
  )
    -> [Recorded<Event<Element>>] where Value == Event<Element>
  {
    recorded
  }

  /// `recorded`, unchanged: the array form of the variadic `events(_:)`.
  public static func events<Element>(
    _ recorded: [Recorded<Event<Element>>]
  )
    -> [Recorded<Event<Element>>] where Value == Event<Element>
  {
    recorded
  }
}
