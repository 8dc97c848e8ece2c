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

/// Numbers default to zero: `Int`, `Double` and the other standard number types below, and
/// any type of yours that is `AdditiveArithmetic` and conforms.
extension MockDefaultable where Self: AdditiveArithmetic {
  /// Zero.
  public static var mockDefault: Self { .zero }
}

/// Collections written as array literals default to the empty one: `Array`, `Set`.
extension MockDefaultable where Self: ExpressibleByArrayLiteral {
  /// The empty collection.
  public static var mockDefault: Self { [] }
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

/// Makes `Dictionary` a ``MockDefaultable`` result: an unhandled mocked call returns
/// the empty dictionary.
extension Dictionary: MockDefaultable {
  /// The empty dictionary.
  public static var mockDefault: [Key: Value] { [:] }
}

/// Makes `Int` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Int: MockDefaultable {}
/// Makes `Int32` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Int32: MockDefaultable {}
/// Makes `Int64` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Int64: MockDefaultable {}
/// Makes `UInt` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension UInt: MockDefaultable {}
/// Makes `UInt32` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension UInt32: MockDefaultable {}
/// Makes `UInt64` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension UInt64: MockDefaultable {}
/// Makes `Double` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Double: MockDefaultable {}
/// Makes `Float` a ``MockDefaultable`` result: an unhandled mocked call returns zero.
extension Float: MockDefaultable {}
/// Makes `Array` a ``MockDefaultable`` result: an unhandled mocked call returns the empty array.
extension Array: MockDefaultable {}
/// Makes `Set` a ``MockDefaultable`` result: an unhandled mocked call returns the empty set.
extension Set: MockDefaultable {}
