import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// Random sequences of worker operations, misuse included: starting a started worker (on the
/// same or another interactor), stopping twice, interactors activated, deactivated and
/// released under running workers, and workers whose `didStart`/`didStop` start and stop
/// workers. After each operation every worker runs exactly while it is started and its
/// interactor is active (RIBS.md, Worker), its `didStart`/`didStop` calls alternate, and its
/// `isStartedStream` matches `isStarted`.
@MainActor
@Suite struct WorkerModelTests {
  nonisolated static let seeds: [UInt64] = Array(1...100)

  @Test(arguments: seeds) func randomOperations(seed: UInt64) {
    WorkerRun(seed: seed).run(operations: 80)
  }
}

/// A worker that counts its callbacks and runs a hook in each.
@MainActor
final class ModelWorker: Worker {
  private(set) var starts = 0
  private(set) var stops = 0
  private(set) var startedValues: [Bool] = []
  var onCallback: (() -> Void)?
  // An operator chain on a subject that is released neither disposed nor terminated stays
  // alive (CHANGELOG, Known issues): the bag disposes it with the worker, as apps do.
  private let disposeBag = DisposeBag()

  override init() {
    super.init()
    isStartedStream.subscribe(onNext: { [weak self] in
      self?.startedValues.append($0)
    })
    .disposed(by: disposeBag)
  }

  override func didStart(_ interactorScope: any InteractorScope) {
    super.didStart(interactorScope)
    starts += 1
    onCallback?()
  }

  override func didStop() {
    super.didStop()
    stops += 1
    onCallback?()
  }
}

@MainActor
final class WorkerRun {
  let seed: UInt64
  var random: SeededGenerator
  let workers = (0..<3).map { _ in ModelWorker() }
  var interactors: [Interactor?] = (0..<3).map { _ in Interactor() }
  /// Whether the model counts each worker started, and the interactor it was started on.
  var startedOn: [(scope: WeakInteractor, Void)?] = [nil, nil, nil]
  var budget = 0
  var log: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
  }

  func run(operations: Int) {
    if random.chance(50) {
      for worker in workers {
        worker.onCallback = { [weak self] in self?.fromCallback() }
      }
    }
    let diagnostics = DiagnosticsCollector()
    for step in 0..<operations {
      budget = 2
      diagnostics.collect { randomOperation() }
      guard check(step) else { return }
    }
    #expect(diagnostics.kinds.isEmpty, "seed \(seed): \(diagnostics.kinds)")
    for worker in workers { worker.onCallback = nil }
  }

  func randomOperation() {
    let worker = random.below(workers.count)
    let interactor = random.below(interactors.count)
    switch random.below(100) {
    case 0..<35: start(worker, on: interactor)
    case 35..<55: stop(worker)
    case 55..<75: toggle(interactor)
    case 75..<80:
      log.append("release interactor \(interactor)")
      // Taken out first: its deinit runs worker callbacks that read `interactors`.
      let released = interactors[interactor]
      interactors[interactor] = nil
      _ = released
    case 80..<85:
      log.append("new interactor \(interactor)")
      if interactors[interactor] == nil { interactors[interactor] = Interactor() }
    default: start(worker, on: interactor)
    }
  }

  func start(_ worker: Int, on interactor: Int) {
    guard let scope = interactors[interactor] else { return }
    log.append("start worker \(worker) on \(interactor)")
    if startedOn[worker] == nil { startedOn[worker] = (WeakInteractor(scope), ()) }
    workers[worker].start(scope)
  }

  func stop(_ worker: Int) {
    log.append("stop worker \(worker)")
    startedOn[worker] = nil
    workers[worker].stop()
  }

  func toggle(_ interactor: Int) {
    guard let scope = interactors[interactor] else { return }
    log.append("\(scope.isActive ? "deactivate" : "activate") interactor \(interactor)")
    if scope.isActive { scope.deactivate() } else { scope.activate() }
  }

  /// From a worker's `didStart` or `didStop`: now and then, starts or stops a worker.
  func fromCallback() {
    guard budget > 0, random.chance(50) else { return }
    budget -= 1
    let worker = random.below(workers.count)
    log.append("in a callback:")
    if random.chance(50) {
      stop(worker)
    } else {
      start(worker, on: random.below(interactors.count))
    }
  }

  func check(_ step: Int) -> Bool {
    let context = "seed \(seed) step \(step): \(log.suffix(6))"
    for (index, worker) in workers.enumerated() {
      let started = startedOn[index] != nil
      // A released interactor ended its run: the worker stays started, and stopped.
      let shouldRun = startedOn[index]?.scope.object?.isActive ?? false
      let problem: String?
      if worker.isStarted != started {
        problem = "isStarted \(worker.isStarted), model \(started)"
      } else if worker.isRunning != shouldRun {
        problem = "isRunning \(worker.isRunning), model \(shouldRun)"
      } else if worker.starts - worker.stops != (worker.isRunning ? 1 : 0) {
        problem = "\(worker.starts) didStart, \(worker.stops) didStop"
      } else if worker.startedValues.last != worker.isStarted
        || zip(worker.startedValues, worker.startedValues.dropFirst()).contains(where: ==)
      {
        problem = "isStartedStream \(worker.startedValues)"
      } else {
        problem = nil
      }
      if let problem {
        Issue.record(Comment(rawValue: "worker \(index): \(problem); \(context)"))
        return false
      }
    }
    return true
  }
}

/// A weak reference to an interactor, as a value.
@MainActor
struct WeakInteractor {
  weak var object: Interactor?
  init(_ object: Interactor) { self.object = object }
}
