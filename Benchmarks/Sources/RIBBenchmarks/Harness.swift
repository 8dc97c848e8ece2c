/// How much to measure: the full run, or a CI smoke run.
struct Settings: Sendable {
  /// Timed runs per measurement, after the calibration and one warm-up run.
  var runs: Int
  /// How many timed slices make up one run, at most.
  var slicesPerRun: Int
  /// How long one slice should last.
  var targetSlice: Duration
  /// The `--quick` smoke run: few iterations, and no idle-window measurement.
  var isQuick: Bool

  /// Seven runs of up to 200 slices of 0.1 ms: about 20 ms of timed work per run. Slices this
  /// short mostly run between two preemptions even on a loaded machine.
  static let full = Settings(
    runs: 7, slicesPerRun: 200, targetSlice: .microseconds(100), isQuick: false)

  /// Three runs of ten 0.1 ms slices: checks that every scenario works, not how fast.
  static let quick = Settings(
    runs: 3, slicesPerRun: 10, targetSlice: .microseconds(100), isQuick: true)
}

/// What one call of a measured body did: how long its timed part took and how many operations
/// that covered.
struct Measured {
  var elapsed: Duration
  var operations: Int
}

/// Nanoseconds (or another unit) per operation over the timed runs.
struct Sample: Sendable {
  var median: Double
  var min: Double
  var max: Double

  init(_ values: [Double]) {
    precondition(!values.isEmpty, "a sample needs at least one value")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    median =
      sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    min = sorted[0]
    max = sorted[sorted.count - 1]
  }

  /// A single value, for quantities measured once (memory, CPU over a window).
  init(single value: Double) {
    median = value
    min = value
    max = value
  }
}

extension Duration {
  /// The duration in nanoseconds, as a floating-point number.
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Times `body` on the continuous clock and returns how long it took.
@inline(__always)
func timed(_ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return start.duration(to: clock.now)
}

/// Runs a benchmark body and returns its cost per operation over `settings.runs` runs.
///
/// The iteration count is calibrated so that one call of `body` (a *slice*) lasts about
/// `slice` (by default `settings.targetSlice`); a warm-up run follows; then each timed run is
/// up to `slicesPerRun` slices and its value is the median of its slices' costs. On a machine
/// shared with other work, a slice that the scheduler interrupted is an outlier that the
/// median of the run drops, while the run as a whole still covers thousands of operations.
/// Bodies slower than the slice get fewer slices per run (at least three), so that a run lasts
/// about `slicesPerRun` default slices.
///
/// `body(iterations)` performs `iterations` iterations, times the part that matters itself (so
/// per-call setup such as building a tree stays out of the timing) and reports how many
/// operations it timed.
func measure(
  _ settings: Settings, maxIterations: Int = 1 << 28, slice: Duration? = nil,
  _ body: (Int) -> Measured
) -> Sample {
  let target = (slice ?? settings.targetSlice).nanoseconds
  var iterations = 1
  var nanosecondsPerIteration: Double
  while true {
    let measured = body(iterations)
    let elapsed = measured.elapsed.nanoseconds
    if elapsed >= target / 4 || iterations >= maxIterations {
      nanosecondsPerIteration = Swift.max(elapsed, 1) / Double(iterations)
      break
    }
    // Grow fast while the slice is too short for its time to mean much, then aim at the target.
    let scaled = elapsed < 10_000 ? iterations * 16 : Int(Double(iterations) * target / elapsed)
    iterations = Swift.min(maxIterations, Swift.max(iterations * 2, scaled))
  }
  iterations = Swift.min(
    maxIterations, Swift.max(1, Int((target / nanosecondsPerIteration).rounded())))
  // A run lasts about `slicesPerRun` default slices, whatever this body's slice length.
  let sliceLength = nanosecondsPerIteration * Double(iterations)
  let runBudget = settings.targetSlice.nanoseconds * Double(settings.slicesPerRun)
  let slices = Swift.max(
    Swift.min(3, settings.slicesPerRun),
    Swift.min(settings.slicesPerRun, Int(runBudget / sliceLength)))

  func run() -> Double {
    var costs: [Double] = []
    for _ in 0..<slices {
      let measured = body(iterations)
      costs.append(measured.elapsed.nanoseconds / Double(Swift.max(1, measured.operations)))
    }
    return Sample(costs).median
  }
  _ = run()  // warm-up
  return Sample((0..<settings.runs).map { _ in run() })
}

/// Keeps a value alive in the eyes of the optimiser, so the work that produced it is not
/// removed as dead code.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Where subscribers of the benchmarks add what they receive; its total is passed to
/// ``blackHole(_:)`` after each run so no delivery can be optimised away.
final class Accumulator {
  var total = 0

  func add(_ value: Int) { total &+= value }
}
