/// The implementation a row of the table measures.
enum Implementation: String {
  /// This project: RIBStreams or RIBCore.
  case ribs = "swift-ribs"
  /// OpenCombine's equivalent operation.
  case openCombine = "OpenCombine"
  /// The cheapest correct thing (see ``FloorSubject``).
  case floor = "floor"
}

/// One line of the results table.
struct Row {
  var scenario: Int
  var label: String
  var implementation: Implementation
  var unit: String
  var sample: Sample
}

/// Whether a goal was met.
enum GoalStatus: String {
  case pass = "PASS"
  case miss = "MISS"
  case skipped = "SKIP"
}

/// One goal and what the run measured for it.
struct GoalResult {
  var scenario: Int
  var goal: String
  var measured: String
  var status: GoalStatus
}

/// Collects the rows, notes and goal verdicts of a run and prints them as Markdown tables, so
/// the output can be pasted into the README as it is.
final class Report {
  private(set) var rows: [Row] = []
  private(set) var notes: [String] = []
  private(set) var goals: [GoalResult] = []

  /// Records a measured row.
  func add(
    _ scenario: Int, _ label: String, _ implementation: Implementation, _ sample: Sample,
    unit: String = "ns/op"
  ) {
    rows.append(
      Row(
        scenario: scenario, label: label, implementation: implementation, unit: unit,
        sample: sample))
  }

  /// Records a line printed under the table.
  func note(_ text: String) { notes.append(text) }

  /// The median of a recorded row, if the run measured it.
  func median(
    _ scenario: Int, _ label: String, _ implementation: Implementation = .ribs
  )
    -> Double?
  {
    rows.first {
      $0.scenario == scenario && $0.label == label && $0.implementation == implementation
    }?.sample.median
  }

  /// Records a goal verdict: `passed` decides PASS or MISS; `nil` means it could not be
  /// measured in this run (filtered out, or skipped by `--quick`).
  func goal(_ scenario: Int, _ goal: String, measured: String, passed: Bool?) {
    let status: GoalStatus = passed.map { $0 ? .pass : .miss } ?? .skipped
    goals.append(GoalResult(scenario: scenario, goal: goal, measured: measured, status: status))
  }

  /// Records a ratio goal `numerator / denominator <= limit` (or `>= limit` when
  /// `atLeast` is set); skipped when either side was not measured.
  func ratioGoal(
    _ scenario: Int, _ goal: String, _ numerator: Double?, _ denominator: Double?,
    atMost limit: Double? = nil, atLeast minimum: Double? = nil
  ) {
    guard let numerator, let denominator, denominator > 0 else {
      self.goal(scenario, goal, measured: "not measured", passed: nil)
      return
    }
    let ratio = numerator / denominator
    var passed = true
    if let limit { passed = passed && ratio <= limit }
    if let minimum { passed = passed && ratio >= minimum }
    self.goal(scenario, goal, measured: "\(format(ratio, digits: 2))×", passed: passed)
  }

  /// The results table, the notes and the goals.
  func render() -> String {
    var table: [[String]] = [
      ["#", "case", "implementation", "median", "min", "max", "unit", "÷ floor", "OpenCombine ÷"]
    ]
    // Rows appear by scenario number, in the order they were measured within a scenario.
    let ordered = rows.enumerated().sorted {
      ($0.element.scenario, $0.offset) < ($1.element.scenario, $1.offset)
    }.map(\.element)
    for row in ordered {
      var versusFloor = ""
      var openCombineRatio = ""
      if row.implementation == .ribs {
        if let floor = median(row.scenario, row.label, .floor) {
          versusFloor = format(row.sample.median / floor, digits: 2) + "×"
        }
        if let openCombine = median(row.scenario, row.label, .openCombine) {
          openCombineRatio = format(openCombine / row.sample.median, digits: 2) + "×"
        }
      } else if row.implementation == .openCombine,
        let floor = median(row.scenario, row.label, .floor)
      {
        versusFloor = format(row.sample.median / floor, digits: 2) + "×"
      }
      table.append([
        "\(row.scenario)", row.label, row.implementation.rawValue,
        formatValue(row.sample.median), formatValue(row.sample.min),
        formatValue(row.sample.max), row.unit, versusFloor, openCombineRatio,
      ])
    }
    var output = markdownTable(table, numericColumns: [3, 4, 5, 7, 8])
    if !notes.isEmpty {
      output += "\n"
      for note in notes { output += "- \(note)\n" }
    }
    if !goals.isEmpty {
      output += "\n"
      var goalTable: [[String]] = [["#", "goal", "measured", "result"]]
      for goal in goals {
        goalTable.append(["\(goal.scenario)", goal.goal, goal.measured, goal.status.rawValue])
      }
      output += markdownTable(goalTable, numericColumns: [2])
      let missed = goals.filter { $0.status == .miss }.count
      let passed = goals.filter { $0.status == .pass }.count
      let skipped = goals.filter { $0.status == .skipped }.count
      output += "\ngoals: \(passed) PASS, \(missed) MISS, \(skipped) SKIP\n"
    }
    return output
  }
}

/// Lays `rows` out as a Markdown table with padded columns; the first row is the header.
func markdownTable(_ rows: [[String]], numericColumns: Set<Int>) -> String {
  let columnCount = rows.map(\.count).max() ?? 0
  var widths = Array(repeating: 3, count: columnCount)
  for row in rows {
    for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
  }
  func line(_ cells: [String]) -> String {
    var text = "|"
    for index in 0..<columnCount {
      let cell = index < cells.count ? cells[index] : ""
      let padding = String(repeating: " ", count: widths[index] - cell.count)
      text += numericColumns.contains(index) ? " \(padding)\(cell) |" : " \(cell)\(padding) |"
    }
    return text + "\n"
  }
  var output = line(rows[0])
  output += "|"
  for index in 0..<columnCount {
    let dashes = String(repeating: "-", count: widths[index])
    output += numericColumns.contains(index) ? " \(dashes.dropLast()): |" : " \(dashes) |"
  }
  output += "\n"
  for row in rows.dropFirst() { output += line(row) }
  return output
}

/// A measured value with as many decimals as its size deserves.
func formatValue(_ value: Double) -> String {
  switch abs(value) {
  case ..<10: return format(value, digits: 2)
  case ..<1000: return format(value, digits: 1)
  default: return format(value, digits: 0)
  }
}

/// `value` rounded to `digits` decimals, without Foundation.
func format(_ value: Double, digits: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard digits > 0 else { return "\(sign)\(whole)" }
  let fractionText = String(fraction)
  let zeros = String(repeating: "0", count: max(0, digits - fractionText.count))
  return "\(sign)\(whole).\(zeros)\(fractionText)"
}
