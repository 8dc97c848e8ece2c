/// The converter of ``HistoricalScheduler``: its virtual time is real time, an ``RxTime``, and
/// its intervals are seconds, so every conversion returns what it is given. RxSwift's
/// `HistoricalSchedulerTimeConverter`, with ``RxTime`` where RxSwift uses `Date` and `Double`
/// where it uses `TimeInterval`.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
  /// A point in time.
  public typealias VirtualTimeUnit = RxTime

  /// Seconds.
  public typealias VirtualTimeIntervalUnit = Double

  /// Creates the converter.
  public init() {}

  /// `virtualTime` itself.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime {
    virtualTime
  }

  /// `time` itself.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime {
    time
  }

  /// `virtualTimeInterval` itself.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Double) -> Double {
    virtualTimeInterval
  }

  /// `timeInterval` itself.
  public func convertToVirtualTimeInterval(_ timeInterval: Double) -> Double {
    timeInterval
  }

  /// `time` moved by `offset` seconds.
  public func offsetVirtualTime(_ time: RxTime, offset: Double) -> RxTime {
    time.addingTimeInterval(offset)
  }

  /// How `lhs` compares with `rhs`.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : rhs < lhs ? .greaterThan : .equal
  }
}
