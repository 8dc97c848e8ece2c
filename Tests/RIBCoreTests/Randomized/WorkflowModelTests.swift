import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// Random sequences against a workflow of steps whose sources the test drives: values, empty
/// completions and errors on the current or any other step's source, subscribing before the
/// commit, twice and from inside a step, disposing between steps and from inside one, items that
/// are interactors and activate late, and the workflow let go while it runs. After every
/// operation each step closure ran at most once and in order, `didComplete` and
/// `didReceiveError` match the model, and the only report is the one for subscribing an
/// uncommitted workflow.
///
/// Upstream (RIBs-iOS) drops a subscription made before `commit()` silently; this project
/// reports it (RIBS.md, Workflow).
@MainActor
@Suite struct WorkflowModelTests {
  nonisolated static let seeds: [UInt64] = Array(1...200)

  @Test(arguments: seeds) func randomOperations(seed: UInt64) {
    let run = WorkflowRun(seed: seed)
    run.build()
    run.drive(operations: 60)
  }
}

/// A step's item: a plain value, or an interactor, on which a step waits until it is active.
@MainActor
final class WorkflowItemInteractor: Interactor {}

/// An item that is not an interactor: a step on it runs at once.
final class PlainWorkflowItem {}

/// A workflow that counts its hooks.
@MainActor
final class ModelCountingWorkflow: Workflow<AnyObject> {
  /// Outlives the workflow, which lets itself go when it ends.
  final class Counts {
    var completions = 0
    var errors = 0
  }
  let counts = Counts()
  override func didComplete() { counts.completions += 1 }
  override func didReceiveError(_ error: any Error) { counts.errors += 1 }
}

struct WorkflowStepFailure: Error {}

@MainActor
final class WorkflowRun {
  enum State: Equatable {
    case notStarted
    /// `ran` closures ran; the last one's source is the one the chain waits on, unless
    /// `waitingFor` names the interactor the next step waits to see active.
    case running(ran: Int, waitingFor: Int?)
    case completed
    case failed
    case disposed
  }

  let seed: UInt64
  var random: SeededGenerator
  let stepCount: Int
  let subjects: [PublishSubject<(AnyObject, Int)>]
  let items = [WorkflowItemInteractor(), WorkflowItemInteractor()]
  let plainItem = PlainWorkflowItem()
  weak var weakWorkflow: ModelCountingWorkflow?
  var workflow: ModelCountingWorkflow?
  var subscription: (any Disposable)?
  var isCommitted = false
  var state = State.notStarted
  var runs: [Int] = []
  var expectedReports: [Diagnostic.Kind] = []
  let diagnostics = DiagnosticsCollector()
  /// What the next step closure does before returning its source.
  var inStep: (@MainActor () -> Void)?
  var log: [String] = []

  init(seed: UInt64) {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    stepCount = 1 + random.below(5)
    subjects = (0..<stepCount).map { _ in PublishSubject() }
  }

  /// The last step, which holds the workflow until it is committed.
  var uncommitted: Step<AnyObject, AnyObject, Int>?

  func build() {
    let workflow = ModelCountingWorkflow()
    counts = workflow.counts
    self.workflow = workflow
    weakWorkflow = workflow
    var step = workflow.onStep { [weak self] _ -> Observable<(AnyObject, Int)> in
      self?.stepRan(0) ?? .empty()
    }
    for index in 1..<stepCount {
      step = step.onStep { [weak self] _, _ -> Observable<(AnyObject, Int)> in
        self?.stepRan(index) ?? .empty()
      }
    }
    uncommitted = step
  }

  func drive(operations: Int) {
    for operation in 0..<operations {
      if let last = uncommitted, random.chance(30) || operation == operations / 2 {
        last.commit()
        uncommitted = nil
        isCommitted = true
        log.append("commit")
      }
      expectedReports = []
      diagnostics.removeAll()
      diagnostics.collect { randomOperation() }
      guard check(operation) else { return }
    }
    subscription?.dispose()
    uncommitted = nil
    workflow = nil
    #expect(weakWorkflow == nil, "seed \(seed): the workflow outlived its subscription")
    #expect(subjects.allSatisfy { !$0.hasObservers }, "seed \(seed)")
  }

  func stepRan(_ index: Int) -> Observable<(AnyObject, Int)> {
    runs.append(index)
    log.append("step \(index) ran")
    let action = inStep
    inStep = nil
    action?()
    return subjects[index].asObservable()
  }

  var current: Int? {
    if case .running(let ran, nil) = state { return ran - 1 }
    return nil
  }

  func randomOperation() {
    let index = random.below(stepCount)
    switch random.below(100) {
    case 0..<12: subscribe()
    case 12..<40: emit(on: random.chance(70) ? (current ?? index) : index)
    case 40..<46: complete(random.chance(70) ? (current ?? index) : index)
    case 46..<52: fail(random.chance(70) ? (current ?? index) : index)
    case 52..<58: dispose()
    case 58..<64:
      log.append("next step disposes")
      inStep = { [weak self] in self?.dispose(fromStep: true) }
    case 64..<68:
      log.append("next step subscribes")
      inStep = { [weak self] in self?.subscribe() }
    case 68..<80: toggle(random.below(items.count))
    case 80..<86:
      log.append("let go of the workflow")
      workflow = nil
    default: emit(on: current ?? index)
    }
  }

  func subscribe() {
    guard let workflow = weakWorkflow else { return }
    log.append("subscribe")
    guard isCommitted else {
      expectedReports.append(.workflowNotCommitted)
      _ = workflow.subscribe(plainItem)
      return
    }
    if state == .notStarted {
      state = stepStarted(ran: 1)
    }
    let result = workflow.subscribe(plainItem)
    if subscription == nil { subscription = result }
  }

  func emit(on index: Int) {
    let useInteractor = random.chance(50)
    let itemIndex = random.below(items.count)
    let item: AnyObject = useInteractor ? items[itemIndex] : plainItem
    log.append("emit on \(index) \(useInteractor ? "interactor \(itemIndex)" : "plain")")
    if index == current {
      if index == stepCount - 1 {
        state = .completed
      } else if useInteractor && !items[itemIndex].isActive {
        state = .running(ran: index + 1, waitingFor: itemIndex)
      } else {
        state = stepStarted(ran: index + 2)
      }
    }
    subjects[index].onNext((item, index))
  }

  func complete(_ index: Int) {
    log.append("complete \(index)")
    if index == current { state = .completed }
    if terminal[index] == nil { terminal[index] = .completed }
    subjects[index].onCompleted()
  }

  func fail(_ index: Int) {
    log.append("fail \(index)")
    if index == current { state = .failed }
    if terminal[index] == nil { terminal[index] = .failed }
    subjects[index].onError(WorkflowStepFailure())
  }

  /// From a step, before it returns its source: the model already counted what that source
  /// would do, which the disposal prevents.
  func dispose(fromStep: Bool = false) {
    log.append("dispose")
    guard let subscription else { return }
    if case .running = state { state = .disposed }
    if fromStep { state = .disposed }
    subscription.dispose()
  }

  func toggle(_ itemIndex: Int) {
    let item = items[itemIndex]
    log.append("\(item.isActive ? "deactivate" : "activate") interactor \(itemIndex)")
    if item.isActive {
      item.deactivate()
    } else {
      if case .running(let ran, itemIndex) = state { state = stepStarted(ran: ran + 1) }
      item.activate()
    }
  }

  func check(_ operation: Int) -> Bool {
    let context = "seed \(seed), \(stepCount) steps, operation \(operation): \(log.suffix(8))"
    let ran: Int
    switch state {
    case .notStarted: ran = 0
    case .running(let count, _): ran = count
    case .completed, .failed, .disposed: ran = runs.count
    }
    // A subscriber that disposes or fails the chain from a step leaves the model's count
    // behind; what must hold is that no closure ran twice or out of order.
    if runs != Array(0..<runs.count) || runs.count != ran {
      Issue.record(Comment(rawValue: "step runs \(runs), model \(ran); \(context)"))
      return false
    }
    let completions = counts.completions
    let errors = counts.errors
    if completions != (state == .completed ? 1 : 0) || errors != (state == .failed ? 1 : 0) {
      Issue.record(
        Comment(
          rawValue:
            "completions \(completions), errors \(errors), state \(state); \(context)"))
      return false
    }
    if diagnostics.kinds != expectedReports {
      Issue.record(
        Comment(rawValue: "reports \(diagnostics.kinds), expected \(expectedReports); \(context)"))
      return false
    }
    return true
  }

  /// The sources that completed or failed: a step subscribing to one ends the chain at once.
  var terminal: [Int: State] = [:]

  /// The model's state once step `ran - 1` subscribed to its source.
  func stepStarted(ran: Int) -> State {
    terminal[ran - 1] ?? .running(ran: ran, waitingFor: nil)
  }

  var counts = ModelCountingWorkflow.Counts()
}
