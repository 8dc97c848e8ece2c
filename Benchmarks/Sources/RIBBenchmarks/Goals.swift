/// The goals of the issue, judged from the rows of one run.
@MainActor
enum Goals {
  static func evaluate(_ report: Report, ran scenarios: Set<Int>, settings: Settings) {
    if scenarios.contains(1) {
      for count in RelayAcceptScenario.subscriberCounts {
        let label = RelayAcceptScenario.label(count)
        let subscribers = count == 1 ? "1 subscriber" : "\(count) subscribers"
        report.ratioGoal(
          1, "accept, \(subscribers): within 1.3× the floor",
          report.median(1, label), report.median(1, label, .floor), atMost: 1.3)
        report.ratioGoal(
          1, "accept, \(subscribers): ≥ 3× faster than OpenCombine",
          report.median(1, label, .openCombine), report.median(1, label), atLeast: 3)
      }
    }
    if scenarios.contains(2) {
      let label = OperatorChainScenario.label
      report.ratioGoal(
        2, "operator chain: ≥ 3× faster than OpenCombine",
        report.median(2, label, .openCombine), report.median(2, label), atLeast: 3)
    }
    if scenarios.contains(3) {
      let label = SubscribeDisposeScenario.label
      report.ratioGoal(
        3, "subscribe + dispose: ≥ 3× faster than OpenCombine",
        report.median(3, label, .openCombine), report.median(3, label), atLeast: 3)
      report.ratioGoal(
        3, "subscribe + dispose: within 2× the floor",
        report.median(3, label), report.median(3, label, .floor), atMost: 2)
    }
    if scenarios.contains(4) {
      flatness(
        report, 4, "attach + detach flat from 10³ to 10⁵ siblings (max ÷ min ≤ 1.5)",
        AttachDetachScenario.siblingCounts.map { report.median(4, AttachDetachScenario.label($0)) })
      let times = AttachDetachScenario.siblingCounts.map {
        report.median(4, AttachDetachScenario.label($0))
      }
      let slowest = times.contains(nil) ? nil : times.compactMap { $0 }.max()
      report.goal(
        4, "attach + detach ≤ 600 ns at every sibling count",
        measured: slowest.map { "\(formatValue($0)) ns" } ?? "not measured",
        passed: slowest.map { $0 <= 600 })
    }
    if scenarios.contains(5) {
      let depths = DeepChainScenario.depths
      flatness(
        report, 5, "activation per level flat, depth 250 to 2000 (max ÷ min ≤ 1.5)",
        depths.map { report.median(5, DeepChainScenario.activateLabel($0)) })
      flatness(
        report, 5, "deactivation per level flat, depth 250 to 2000 (max ÷ min ≤ 1.5)",
        depths.map { report.median(5, DeepChainScenario.deactivateLabel($0)) })
      // From 10⁴ levels on, a chain no longer fits in the caches (the activation rows at 10⁵
      // show the same step), so linearity is judged between 10⁴ and 10⁵: a quadratic assembly
      // would cost ten times as much per level at 10⁵.
      flatness(
        report, 5, "bottom-up assembly linear: per level at 10⁵ ÷ at 10⁴ ≤ 1.5",
        [10_000, 100_000].map { report.median(5, DeepChainScenario.assembleLabel($0)) })
    }
    if scenarios.contains(11) {
      for operation in ViewStackScenario.Operation.allCases {
        flatness(
          report, 11,
          "\(operation.rawValue) per screen flat, depth 10³ to 10⁴ (max ÷ min ≤ 1.5)",
          ViewStackScenario.depths.map {
            report.median(11, ViewStackScenario.label(operation, depth: $0))
          })
      }
    }
    if scenarios.contains(6) {
      let median = report.median(6, SharedInstanceScenario.singleLabel)
      report.goal(
        6, "Component.shared hit under 5 ns",
        measured: median.map { "\(formatValue($0)) ns" } ?? "not measured",
        passed: median.map { $0 < 5 })
    }
    if scenarios.contains(7) {
      for (label, limit) in [
        (MemoryScenario.builtLabel, 700.0), (MemoryScenario.attachedLabel, 1200.0),
      ] {
        let bytes = report.median(7, label)
        report.goal(
          7, "\(label) ≤ \(Int(limit)) B",
          measured: bytes.map { "\(formatValue($0)) B" } ?? "not measured",
          passed: bytes.map { $0 <= limit })
      }
    }
    if scenarios.contains(8) {
      let release = report.median(8, TeardownScenario.label)
      report.goal(
        8, "subtree release under 2 µs per RIB",
        measured: release.map { "\(formatValue($0)) ns" } ?? "not measured",
        passed: release.map { $0 < 2000 })
      let idle = report.median(8, "CPU over 2 s idle window after checks")
      let limit = TeardownScenario.idleLimit.nanoseconds / 1000
      report.goal(
        8, "no measurable CPU once checks resolved (< \(formatValue(limit)) µs in 2 s)",
        measured: idle.map { "\(formatValue($0)) µs" } ?? "skipped (--quick)",
        passed: idle.map { $0 < limit })
    }
  }

  private static func flatness(
    _ report: Report, _ scenario: Int, _ goal: String, _ values: [Double?]
  ) {
    let measured = values.compactMap { $0 }
    guard measured.count == values.count, let low = measured.min(), let high = measured.max()
    else {
      report.goal(scenario, goal, measured: "not measured", passed: nil)
      return
    }
    report.ratioGoal(scenario, goal, high, low, atMost: 1.5)
  }
}
