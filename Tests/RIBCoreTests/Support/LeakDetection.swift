import RIBCore
import RIBTesting

/// A leak detector on a virtual clock, with a collector for what it reports: leak checks run
/// only when the test advances the clock.
@MainActor
struct QuietLeakDetection {
  let clock = VirtualLeakDetectionScheduler()
  let detector: LeakDetector
  let diagnostics = DiagnosticsCollector()

  init() {
    detector = LeakDetector(scheduler: clock, isEnabled: true)
  }

  /// Runs `operation` with this detector and this collector in force.
  func scope<R>(_ operation: () throws -> R) rethrows -> R {
    try diagnostics.collect { try LeakDetector.withInstance(detector, operation: operation) }
  }

  /// Moves the clock past every default expectation time, with the collector in force.
  func advancePastAllDeadlines() {
    diagnostics.collect { clock.advance(by: .seconds(10)) }
  }
}
