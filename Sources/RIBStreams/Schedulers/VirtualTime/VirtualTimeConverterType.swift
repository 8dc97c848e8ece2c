/// How a ``VirtualTimeScheduler`` counts time: its clock's unit, the unit of its intervals, and
/// how both relate to real time. RxSwift's `VirtualTimeConverterType`.
///
/// RxSwift's real time is Foundation's `Date` and `TimeInterval`; here it is ``RxTime`` and
/// seconds as a `Double` (which is what `TimeInterval` is, so a converter written with
/// `TimeInterval` conforms unchanged).
///
/// A scheduler calls its converter from whichever thread schedules work, reads ``VirtualTimeScheduler/now``
/// or runs the scheduler, and never while holding its lock: a converter must be safe to call
/// from several threads, as a struct of constants is.
///
/// ```swift
/// // One tick of the virtual clock is ten seconds.
/// struct TenSecondTicks: VirtualTimeConverterType {
///   func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
///     RxTime(timeIntervalSince1970: Double(virtualTime) * 10)
///   }
///   func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
///   func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> Double {
///     Double(virtualTimeInterval * 10)
///   }
///   func convertToVirtualTimeInterval(_ timeInterval: Double) -> Int { Int(timeInterval / 10) }
///   func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///   func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///     lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
///   }
/// }
/// ```
public protocol VirtualTimeConverterType {
  /// A reading of the virtual clock.
  associatedtype VirtualTimeUnit

  /// The difference between two readings of the virtual clock.
  associatedtype VirtualTimeIntervalUnit

  /// The real time that `virtualTime` stands for (RxSwift returns a `Date`).
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// The virtual time that stands for `time` (RxSwift takes a `Date`).
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// The seconds that `virtualTimeInterval` stands for (RxSwift's `TimeInterval`).
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> Double

  /// The virtual interval that stands for `timeInterval` seconds.
  func convertToVirtualTimeInterval(_ timeInterval: Double) -> VirtualTimeIntervalUnit

  /// `time` moved by `offset`.
  func offsetVirtualTime(
    _ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit
  )
    -> VirtualTimeUnit

  /// How `lhs` compares with `rhs`: the order the scheduler runs work in.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// How two virtual times compare: what ``VirtualTimeConverterType/compareVirtualTime(_:_:)``
/// returns, as in RxSwift.
public enum VirtualTimeComparison: Sendable {
  /// The first time is earlier.
  case lessThan
  /// The times are the same.
  case equal
  /// The first time is later.
  case greaterThan
}
