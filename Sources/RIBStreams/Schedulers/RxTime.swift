import Dispatch

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A span of time, as the schedulers and the time operators take it: `.seconds(2)`,
/// `.milliseconds(300)`. Dispatch's type, as in RxSwift 6.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in wall-clock time: what ``SchedulerType/now`` returns.
///
/// RxSwift uses Foundation's `Date` here. RIBStreams does not depend on Foundation, so this is
/// a small value of its own with the members of `Date` that scheduler code uses
/// (``timeIntervalSince1970``, ``timeIntervalSince(_:)``, ``addingTimeInterval(_:)``, comparison).
/// Where Foundation is at hand, `Date(timeIntervalSince1970: time.timeIntervalSince1970)` converts.
public struct RxTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Seconds since 00:00:00 UTC on 1 January 1970.
  public let timeIntervalSince1970: Double

  /// The time `seconds` after 00:00:00 UTC on 1 January 1970.
  public init(timeIntervalSince1970 seconds: Double) {
    timeIntervalSince1970 = seconds
  }

  /// The current wall-clock time.
  public static var current: RxTime {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return RxTime(timeIntervalSince1970: Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9)
  }

  /// The seconds from `other` to this time; negative when `other` is later.
  public func timeIntervalSince(_ other: RxTime) -> Double {
    timeIntervalSince1970 - other.timeIntervalSince1970
  }

  /// This time moved by `seconds`.
  public func addingTimeInterval(_ seconds: Double) -> RxTime {
    RxTime(timeIntervalSince1970: timeIntervalSince1970 + seconds)
  }

  /// This time moved by `interval`; `.never` gives the greatest time.
  public func adding(_ interval: RxTimeInterval) -> RxTime {
    guard let seconds = interval.seconds else {
      return RxTime(timeIntervalSince1970: .greatestFiniteMagnitude)
    }
    return addingTimeInterval(seconds)
  }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: RxTime, rhs: RxTime) -> Bool {
    lhs.timeIntervalSince1970 < rhs.timeIntervalSince1970
  }

  /// The seconds since 1970, such as `1767225600.0`.
  public var description: String { "\(timeIntervalSince1970)" }
}

extension DispatchTimeInterval {
  /// The interval in nanoseconds, `nil` for `.never`. Saturates instead of overflowing.
  var nanoseconds: Int64? {
    switch self {
    case .seconds(let value): return saturatingProduct(value, 1_000_000_000)
    case .milliseconds(let value): return saturatingProduct(value, 1_000_000)
    case .microseconds(let value): return saturatingProduct(value, 1_000)
    case .nanoseconds(let value): return Int64(value)
    case .never: return nil
    @unknown default: return nil
    }
  }

  /// The interval in seconds, `nil` for `.never`.
  var seconds: Double? {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1e3
    case .microseconds(let value): return Double(value) / 1e6
    case .nanoseconds(let value): return Double(value) / 1e9
    case .never: return nil
    @unknown default: return nil
    }
  }

  /// An interval of `seconds`, to the nanosecond; `.never` for one too long to represent.
  static func fromSeconds(_ seconds: Double) -> DispatchTimeInterval {
    let nanoseconds = (seconds * 1e9).rounded()
    guard nanoseconds.isFinite, abs(nanoseconds) < Double(Int.max) else { return .never }
    return .nanoseconds(Int(nanoseconds))
  }
}

/// `value * factor`, clamped to `Int64`'s range.
private func saturatingProduct(_ value: Int, _ factor: Int64) -> Int64 {
  let (product, overflow) = Int64(value).multipliedReportingOverflow(by: factor)
  guard overflow else { return product }
  return value < 0 ? .min : .max
}
