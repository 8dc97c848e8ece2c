/// A result type with an obvious "nothing" value, which a ``MockFunction`` returns, without
/// failing the test, when it is called and no handler is set.
///
/// Mockolo's convention, which RIBs users know: an unhandled call returns `nil`, `false`, `0`,
/// `""` or an empty collection. Conform your own types when such a value is as obvious:
///
/// ```swift
/// extension Score: MockDefaultable {
///   static var mockDefault: Score { Score(player1: 0, player2: 0) }
/// }
/// ```
public protocol MockDefaultable {
  /// The value an unhandled call returns.
  static var mockDefault: Self { get }
}

/// Makes `Optional` a ``MockDefaultable`` result: an unhandled mocked call returns `nil`.
extension Optional: MockDefaultable {
  /// `nil`.
  public static var mockDefault: Self { nil }
}

/// Makes `Bool` a ``MockDefaultable`` result: an unhandled mocked call returns `false`.
extension Bool: MockDefaultable {
  /// `false`.
  public static var mockDefault: Bool { false }
}

/// Makes `String` a ``MockDefaultable`` result: an unhandled mocked call returns the empty string.
extension String: MockDefaultable {
  /// The empty string.
  public static var mockDefault: String { "" }
}

/// Makes `Int` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Int: MockDefaultable {
  /// Zero.
  public static var mockDefault: Int { 0 }
}

/// Makes `Int32` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Int32: MockDefaultable {
  /// Zero.
  public static var mockDefault: Int32 { 0 }
}

/// Makes `Int64` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Int64: MockDefaultable {
  /// Zero.
  public static var mockDefault: Int64 { 0 }
}

/// Makes `UInt` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension UInt: MockDefaultable {
  /// Zero.
  public static var mockDefault: UInt { 0 }
}

/// Makes `UInt32` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension UInt32: MockDefaultable {
  /// Zero.
  public static var mockDefault: UInt32 { 0 }
}

/// Makes `UInt64` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension UInt64: MockDefaultable {
  /// Zero.
  public static var mockDefault: UInt64 { 0 }
}

/// Makes `Double` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Double: MockDefaultable {
  /// Zero.
  public static var mockDefault: Double { 0 }
}

/// Makes `Float` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Float: MockDefaultable {
  /// Zero.
  public static var mockDefault: Float { 0 }
}

/// Makes `Array` a ``MockDefaultable`` result: an unhandled mocked call returns the empty array.
extension Array: MockDefaultable {
  /// The empty array.
  public static var mockDefault: [Element] { [] }
}

/// Makes `Dictionary` a ``MockDefaultable`` result: an unhandled mocked call returns
/// the empty dictionary.
extension Dictionary: MockDefaultable {
  /// The empty dictionary.
  public static var mockDefault: [Key: Value] { [:] }
}

/// Makes `Set` a ``MockDefaultable`` result: an unhandled mocked call returns the empty set.
extension Set: MockDefaultable {
  /// The empty set.
  public static var mockDefault: Set<Element> { [] }
}
