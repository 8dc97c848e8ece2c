/// One thing an observable sequence emits: a value, or one of the two terminal events.
///
/// A sequence emits any number of `.next` events followed by at most one `.error` or
/// `.completed`; nothing follows a terminal event.
public enum Event<Element> {
  /// The next value of the sequence.
  case next(Element)
  /// The sequence failed; terminal.
  case error(any Error)
  /// The sequence finished normally; terminal.
  case completed

  /// The value of a `.next` event, `nil` for terminal events.
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of an `.error` event, `nil` otherwise.
  public var error: (any Error)? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is `.error` or `.completed`.
  @inlinable
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// Whether this is `.completed`.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Transforms the value of a `.next` event, passing terminal events through.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
  /// A description such as `next(1)`, `error(…)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element): return "next(\(element))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

/// The closure form of an observer, used inside the library.
@usableFromInline
typealias EventHandler<Element> = (Event<Element>) -> Void
