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

extension Optional: MockDefaultable {
  /// `nil`.
  public static var mockDefault: Self { nil }
}

extension Bool: MockDefaultable {
  /// `false`.
  public static var mockDefault: Bool { false }
}

extension String: MockDefaultable {
  /// The empty string.
  public static var mockDefault: String { "" }
}

extension Int: MockDefaultable {
  /// Zero.
  public static var mockDefault: Int { 0 }
}

extension Int32: MockDefaultable {
  /// Zero.
  public static var mockDefault: Int32 { 0 }
}

extension Int64: MockDefaultable {
  /// Zero.
  public static var mockDefault: Int64 { 0 }
}

extension UInt: MockDefaultable {
  /// Zero.
  public static var mockDefault: UInt { 0 }
}

extension UInt32: MockDefaultable {
  /// Zero.
  public static var mockDefault: UInt32 { 0 }
}

extension UInt64: MockDefaultable {
  /// Zero.
  public static var mockDefault: UInt64 { 0 }
}

extension Double: MockDefaultable {
  /// Zero.
  public static var mockDefault: Double { 0 }
}

extension Float: MockDefaultable {
  /// Zero.
  public static var mockDefault: Float { 0 }
}

extension Array: MockDefaultable {
  /// The empty array.
  public static var mockDefault: [Element] { [] }
}

extension Dictionary: MockDefaultable {
  /// The empty dictionary.
  public static var mockDefault: [Key: Value] { [:] }
}

extension Set: MockDefaultable {
  /// The empty set.
  public static var mockDefault: Set<Element> { [] }
}
