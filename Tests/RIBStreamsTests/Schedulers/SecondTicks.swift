import RIBStreams

/// Virtual time in whole seconds since 1970, for the virtual-time scheduler tests.
struct SecondTicks: VirtualTimeConverterType {
  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    RxTime(timeIntervalSince1970: Double(virtualTime))
  }

  func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }

  func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> Double {
    Double(virtualTimeInterval)
  }

  func convertToVirtualTimeInterval(_ timeInterval: Double) -> Int { Int(timeInterval.rounded()) }

  func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }

  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

/// A virtual-time scheduler counting whole seconds, subclassed as users subclass it.
final class SecondScheduler: VirtualTimeScheduler<SecondTicks>, @unchecked Sendable {
  init(initialClock: Int = 0) {
    super.init(initialClock: initialClock, converter: SecondTicks())
  }
}

extension VirtualTimeScheduler {
  /// Runs `work` at virtual time `time`.
  func at(_ time: VirtualTime, _ work: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      work()
      return Disposables.create()
    }
  }
}
