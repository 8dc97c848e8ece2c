/// When a test observable was subscribed to and when that subscription ended, in virtual time:
/// what ``TestableObservable/subscriptions`` lists.
///
/// ```swift
/// XCTAssertEqual(input.subscriptions, [Subscription(200, 300)])
/// ```
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
  /// When the subscription was made.
  public let subscribe: TestTime
  /// When it ended; `Int.max` while it lasts.
  public let unsubscribe: TestTime

  /// A subscription made at `subscribe` that has not ended.
  public init(_ subscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = .max
  }

  /// A subscription made at `subscribe` and ended at `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// A description such as `(200: 300)`, or `(200: Infinity)` while it lasts.
  public var debugDescription: String {
    "(\(subscribe): \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}
