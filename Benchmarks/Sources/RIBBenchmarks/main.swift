// RIBBenchmarks: RIBStreams and RIBCore against OpenCombine and the floor, in one run.
//
//   swift run -c release --package-path Benchmarks                 # everything, 20-40 s
//   swift run -c release --package-path Benchmarks RIBBenchmarks --quick
//   swift run -c release --package-path Benchmarks RIBBenchmarks --filter relay,4
//
// Top-level code runs on the main actor, which is where RIBCore's routers and interactors live.

import RIBCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scenario as the command line selects it.
struct ScenarioEntry {
  let number: Int
  let name: String
  let run: @MainActor (Settings, Report) -> Void

  /// Whether `filter` (a number, or part of the name, any case) selects this scenario.
  func matches(_ filter: String) -> Bool {
    if let number = Int(filter) { return number == self.number }
    return name.lowercased().contains(filter.lowercased())
  }
}

// In the order they run: memory first, while the heap has few free chunks (its RSS
// cross-check is meaningless once earlier scenarios have freed memory for malloc to reuse),
// and the teardown last, because it ends with a wait and an idle window.
let scenarios: [ScenarioEntry] = [
  ScenarioEntry(number: 7, name: "memory per RIB", run: MemoryScenario.run),
  ScenarioEntry(number: 1, name: "relay accept", run: RelayAcceptScenario.run),
  ScenarioEntry(number: 2, name: "operator chain", run: OperatorChainScenario.run),
  ScenarioEntry(number: 3, name: "subscribe dispose", run: SubscribeDisposeScenario.run),
  ScenarioEntry(number: 4, name: "attach detach siblings", run: AttachDetachScenario.run),
  ScenarioEntry(number: 5, name: "deep chain activation", run: DeepChainScenario.run),
  ScenarioEntry(number: 6, name: "component shared", run: SharedInstanceScenario.run),
  ScenarioEntry(number: 9, name: "contended subject", run: ContendedScenario.run),
  ScenarioEntry(number: 10, name: "rx operators", run: RxSurfaceScenario.run),
  ScenarioEntry(number: 11, name: "deep view stack", run: ViewStackScenario.run),
  ScenarioEntry(number: 8, name: "teardown leak detector", run: TeardownScenario.run),
]

let scenarioList = scenarios.sorted { $0.number < $1.number }
  .map { "  \($0.number)  \($0.name)" }
  .joined(separator: "\n")
let usage = """
  usage: RIBBenchmarks [--quick] [--filter WORDS]
    --quick          few short runs, no idle window: a smoke test for CI
    --filter WORDS   comma-separated scenario numbers or name parts, e.g. "1,3" or "relay,deep"
  scenarios:
  \(scenarioList)
  """

var settings = Settings.full
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick":
    settings = .quick
  case "--filter":
    guard let value = arguments.popFirst() else {
      print(usage)
      exit(2)
    }
    filters += value.split(separator: ",").map(String.init)
  case _ where argument.hasPrefix("--filter="):
    filters += argument.dropFirst("--filter=".count).split(separator: ",").map(String.init)
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    print("unknown argument \(argument)\n\(usage)")
    exit(2)
  }
}

let selected = scenarios.filter { entry in filters.isEmpty || filters.contains(where: entry.matches)
}
guard !selected.isEmpty else {
  print("no scenario matches \(filters)\n\(usage)")
  exit(2)
}

let clock = ContinuousClock()
let started = clock.now
let report = Report()
// Routers register their parts with the leak detector when they are deallocated. Outside
// scenario 8 (which installs a real one) a disabled detector keeps those registrations from
// piling up as Dispatch timers that would fire in the middle of later measurements.
LeakDetector.setInstance(LeakDetector(isEnabled: false))
if LeakDetector.isDisabledByEnvironment {
  report.note("DISABLE_LEAK_DETECTION is set; scenario 8 enables its own detector regardless")
}

let mode = settings.isQuick ? " — QUICK (smoke run)" : ""
print("RIBBenchmarks — \(machineDescription())\(mode)")
for entry in selected {
  let scenarioStart = clock.now
  entry.run(settings, report)
  let seconds = scenarioStart.duration(to: clock.now).nanoseconds / 1e9
  print("  scenario \(entry.number) (\(entry.name)) done in \(format(seconds, digits: 1)) s")
}
Goals.evaluate(report, ran: Set(selected.map(\.number)), settings: settings)
print("")
print(report.render(), terminator: "")
let total = started.duration(to: clock.now).nanoseconds / 1e9
print("total time \(format(total, digits: 1)) s")
