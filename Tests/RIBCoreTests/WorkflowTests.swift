import Dispatch
import RIBCore
import RIBStreams
import RIBTesting
import Testing

// MARK: - Fixtures

private struct WFError: Error, Equatable {
  let name: String
}

/// The tutorial's actionable items, reduced to what the workflow needs.
@MainActor
private protocol WFRootActionableItem: AnyObject {
  func waitForLogin() -> Observable<(WFLoggedInActionableItem, ())>
}

@MainActor
private protocol WFLoggedInActionableItem: AnyObject {
  func launchGame(with gameId: String) -> Observable<(WFLoggedInActionableItem, ())>
}

@MainActor
private final class WFRootItem: WFRootActionableItem {
  let login = PublishSubject<(WFLoggedInActionableItem, ())>()
  var log: [String] = []

  func waitForLogin() -> Observable<(WFLoggedInActionableItem, ())> {
    log.append("waitForLogin")
    return login.asObservable()
  }
}

/// A logged-in item that is an interactor, so a step on it waits until it is active.
@MainActor
private final class WFLoggedInInteractor: Interactor, WFLoggedInActionableItem {
  var launchedGames: [String] = []

  func launchGame(with gameId: String) -> Observable<(WFLoggedInActionableItem, ())> {
    launchedGames.append(gameId)
    return .just((self, ()))
  }
}

/// The tutorial's workflow, as it is written there.
@MainActor
private final class WFLaunchGameWorkflow: Workflow<WFRootActionableItem> {
  var completions = 0

  init(gameId: String) {
    super.init()
    self.onStep { rootItem in rootItem.waitForLogin() }
      .onStep { loggedInItem, _ in loggedInItem.launchGame(with: gameId) }
      .commit()
  }

  override func didComplete() { completions += 1 }
}

/// A workflow that records its hooks; steps are declared by each test.
@MainActor
private final class WFRecordingWorkflow<Item>: Workflow<Item> {
  var completions = 0
  var forks = 0
  var errors: [WFError] = []

  override func didComplete() { completions += 1 }
  override func didFork() { forks += 1 }
  override func didReceiveError(_ error: any Error) {
    errors.append(error as? WFError ?? WFError(name: "unexpected: \(error)"))
  }
}

/// A plain (non-interactor) actionable item.
private final class WFItem: Sendable {
  let name: String

  init(_ name: String) { self.name = name }
}

// MARK: - Tests

@MainActor
@Suite struct WorkflowTests {
  @Test func tutorialWorkflowWaitsForLoginThenLaunchesTheGame() {
    let root = WFRootItem()
    let loggedIn = WFLoggedInInteractor()
    loggedIn.activate()
    let workflow = WFLaunchGameWorkflow(gameId: "tictactoe")

    let subscription = workflow.subscribe(root)
    #expect(root.log == ["waitForLogin"])
    #expect(loggedIn.launchedGames.isEmpty)
    #expect(workflow.completions == 0)

    root.login.onNext((loggedIn, ()))

    #expect(loggedIn.launchedGames == ["tictactoe"])
    #expect(workflow.completions == 1)
    subscription.dispose()
  }

  @Test func stepsRunInOrder() {
    var log: [String] = []
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { root -> Observable<(WFItem, Int)> in
        log.append("1:\(root.name)")
        return .just((WFItem("b"), 1))
      }
      .onStep { item, value -> Observable<(WFItem, String)> in
        log.append("2:\(item.name):\(value)")
        return .just((WFItem("c"), "two"))
      }
      .onStep { item, value -> Observable<(WFItem, Void)> in
        log.append("3:\(item.name):\(value)")
        return .just((item, ()))
      }
      .commit()

    _ = workflow.subscribe(WFItem("a"))

    #expect(log == ["1:a", "2:b:1", "3:c:two"])
    #expect(workflow.completions == 1)
    #expect(workflow.errors.isEmpty)
  }

  @Test func eachStepRunsOnceEvenIfItsSourceEmitsAgain() {
    let first = PublishSubject<(WFItem, Int)>()
    let second = PublishSubject<(WFItem, Int)>()
    var secondStepRuns: [Int] = []
    var thirdStepRuns: [Int] = []
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { _ in first.asObservable() }
      .onStep { item, value -> Observable<(WFItem, Int)> in
        secondStepRuns.append(value)
        return second.asObservable()
      }
      .onStep { item, value -> Observable<(WFItem, Void)> in
        thirdStepRuns.append(value)
        return .never()
      }
      .commit()
    let subscription = workflow.subscribe(WFItem("root"))

    first.onNext((WFItem("x"), 1))
    first.onNext((WFItem("y"), 2))
    second.onNext((WFItem("z"), 10))
    second.onNext((WFItem("w"), 20))

    #expect(secondStepRuns == [1])
    #expect(thirdStepRuns == [10])
    // Both sources were let go once their step had its value.
    #expect(!first.hasObservers)
    #expect(!second.hasObservers)
    subscription.dispose()
  }

  @Test func aStepRunsOnceEvenIfItsSourceEmitsAgainFromInsideTheNextStep() {
    // A `create` source delivers a nested emission at once, not after the current one.
    var emit: ((Int) -> Void)?
    let source = Observable<(WFItem, Int)>.create { observer in
      emit = { value in observer.onNext((WFItem("item"), value)) }
      return Disposables.create()
    }
    var nextStepRuns: [Int] = []
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { _ in source }
      .onStep { item, value -> Observable<(WFItem, Void)> in
        nextStepRuns.append(value)
        if value < 3 { emit?(value + 1) }
        return .just((item, ()))
      }
      .commit()
    let subscription = workflow.subscribe(WFItem("root"))

    emit?(1)

    #expect(nextStepRuns == [1])
    #expect(workflow.completions == 1)
    subscription.dispose()
  }

  @Test func anErrorReachesDidReceiveErrorAndStopsTheChain() {
    let source = PublishSubject<(WFItem, Void)>()
    var laterStepRan = false
    var stepErrors: [WFError] = []
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { _ in source.asObservable() }
      .onStep { item, _ -> Observable<(WFItem, Void)> in
        laterStepRan = true
        return .just((item, ()))
      }
      .onError { error in stepErrors.append(error as? WFError ?? WFError(name: "?")) }
      .commit()
    _ = workflow.subscribe(WFItem("root"))

    source.onError(WFError(name: "boom"))
    source.onNext((WFItem("late"), ()))

    #expect(workflow.errors == [WFError(name: "boom")])
    #expect(stepErrors == [WFError(name: "boom")])
    #expect(!laterStepRan)
    #expect(workflow.completions == 0)
  }

  @Test func aStepThatCompletesWithoutAValueEndsTheChain() {
    var laterStepRan = false
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { _ -> Observable<(WFItem, Void)> in .empty() }
      .onStep { item, _ -> Observable<(WFItem, Void)> in
        laterStepRan = true
        return .just((item, ()))
      }
      .commit()

    _ = workflow.subscribe(WFItem("root"))

    #expect(!laterStepRan)
    #expect(workflow.completions == 1)
  }

  @Test func forksRunEveryBranchAndCompleteOnce() {
    let slowBranch = PublishSubject<(WFItem, Void)>()
    var log: [String] = []
    let workflow = WFRecordingWorkflow<WFItem>()
    let shared = workflow.onStep { root -> Observable<(WFItem, Int)> in
      log.append("shared")
      return .just((root, 1))
    }
    shared.asObservable().fork(workflow)?
      .onStep { item, _ -> Observable<(WFItem, Void)> in
        log.append("fast")
        return .just((item, ()))
      }
      .commit()
    shared.asObservable().fork(workflow)?
      .onStep { _, _ -> Observable<(WFItem, Void)> in
        log.append("slow")
        return slowBranch.asObservable()
      }
      .commit()
    #expect(workflow.forks == 2)

    _ = workflow.subscribe(WFItem("root"))

    // The shared step ran once for both branches; the fast branch finished, the slow one waits.
    #expect(log == ["shared", "fast", "slow"])
    #expect(workflow.completions == 0)

    slowBranch.onNext((WFItem("done"), ()))
    slowBranch.onNext((WFItem("again"), ()))

    #expect(workflow.completions == 1)
    #expect(log == ["shared", "fast", "slow"])
  }

  @Test func aFailureBeforeAForkIsReportedOnce() {
    let source = PublishSubject<(WFItem, Void)>()
    let workflow = WFRecordingWorkflow<WFItem>()
    let shared = workflow.onStep { _ in source.asObservable() }
    for _ in 0..<3 {
      shared.asObservable().fork(workflow)?
        .onStep { item, _ -> Observable<(WFItem, Void)> in .just((item, ())) }
        .commit()
    }
    _ = workflow.subscribe(WFItem("root"))

    source.onError(WFError(name: "shared"))

    #expect(workflow.errors == [WFError(name: "shared")])
    #expect(workflow.completions == 0)
  }

  @Test func independentFailuresOfBranchesAreEachReported() {
    let workflow = WFRecordingWorkflow<WFItem>()
    let shared = workflow.onStep { root -> Observable<(WFItem, Void)> in .just((root, ())) }
    for name in ["left", "right"] {
      shared.asObservable().fork(workflow)?
        .onStep { _, _ -> Observable<(WFItem, Void)> in .error(WFError(name: name)) }
        .commit()
    }

    _ = workflow.subscribe(WFItem("root"))

    #expect(workflow.errors == [WFError(name: "left"), WFError(name: "right")])
    #expect(workflow.completions == 0)
  }

  @Test func aStepOnAnInactiveInteractorWaitsUntilItIsActive() {
    let interactor = WFLoggedInInteractor()
    let root = WFRootItem()
    let workflow = WFLaunchGameWorkflow(gameId: "randomwin")
    let subscription = workflow.subscribe(root)

    root.login.onNext((interactor, ()))
    #expect(interactor.launchedGames.isEmpty)
    #expect(workflow.completions == 0)

    interactor.activate()
    #expect(interactor.launchedGames == ["randomwin"])
    #expect(workflow.completions == 1)

    interactor.deactivate()
    interactor.activate()
    #expect(interactor.launchedGames == ["randomwin"])
    subscription.dispose()
  }

  @Test func subscribingAWorkflowThatWasNeverCommittedIsReported() {
    var stepRan = false
    let workflow = WFRecordingWorkflow<WFItem>()
    _ = workflow.onStep { root -> Observable<(WFItem, Void)> in
      stepRan = true
      return .just((root, ()))
    }
    let diagnostics = DiagnosticsCollector()

    let subscription = diagnostics.collect { workflow.subscribe(WFItem("root")) }
    subscription.dispose()

    #expect(diagnostics.kinds == [.workflowNotCommitted])
    #expect(diagnostics.messages.first?.contains("WFRecordingWorkflow") == true)
    #expect(!stepRan)
    #expect(workflow.completions == 0)
  }

  @Test func disposingTheSubscriptionStopsTheStepsAndWhatWasBoundToTheWorkflow() {
    let login = PublishSubject<(WFItem, Void)>()
    let boundStream = PublishSubject<Int>()
    var received: [Int] = []
    var laterStepRan = false
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { root -> Observable<(WFItem, Void)> in
        boundStream.subscribe(onNext: { received.append($0) }).disposeWith(workflow: workflow)
        return login.asObservable()
      }
      .onStep { item, _ -> Observable<(WFItem, Void)> in
        laterStepRan = true
        return .just((item, ()))
      }
      .commit()
    let subscription = workflow.subscribe(WFItem("root"))
    boundStream.onNext(1)

    subscription.dispose()
    boundStream.onNext(2)
    login.onNext((WFItem("late"), ()))

    #expect(received == [1])
    #expect(!boundStream.hasObservers)
    #expect(!laterStepRan)
    #expect(workflow.completions == 0)
  }

  @Test func aDisposableBoundToAFinishedWorkflowLivesUntilTheSubscriptionIsDisposed() {
    let boundStream = PublishSubject<Int>()
    var received: [Int] = []
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { root -> Observable<(WFItem, Void)> in
        boundStream.subscribe(onNext: { received.append($0) }).disposeWith(workflow: workflow)
        return .just((root, ()))
      }
      .commit()

    let subscription = workflow.subscribe(WFItem("root"))
    #expect(workflow.completions == 1)
    boundStream.onNext(1)
    subscription.dispose()
    boundStream.onNext(2)

    #expect(received == [1])
  }

  @Test func aWorkflowRunsOnce() {
    var runs = 0
    let workflow = WFRecordingWorkflow<WFItem>()
    workflow
      .onStep { root -> Observable<(WFItem, Void)> in
        runs += 1
        return .just((root, ()))
      }
      .commit()

    let first = workflow.subscribe(WFItem("first"))
    let second = workflow.subscribe(WFItem("second"))

    #expect(runs == 1)
    #expect(workflow.completions == 1)
    first.dispose()
    second.dispose()
  }

  @Test func aRunningWorkflowKeepsItselfAliveUntilItEnds() {
    let login = PublishSubject<(WFItem, Void)>()
    weak var weakWorkflow: WFRecordingWorkflow<WFItem>?
    var completed = false
    var subscription: (any Disposable)?
    do {
      let workflow = WFRecordingWorkflow<WFItem>()
      workflow
        .onStep { _ in login.asObservable() }
        .onStep { item, _ -> Observable<(WFItem, Void)> in
          completed = true
          return .just((item, ()))
        }
        .commit()
      subscription = workflow.subscribe(WFItem("root"))
      weakWorkflow = workflow
    }
    #expect(weakWorkflow != nil)

    login.onNext((WFItem("logged in"), ()))

    #expect(completed)
    #expect(weakWorkflow == nil)
    subscription?.dispose()
  }

  @Test func aCommittedWorkflowThatIsNeverSubscribedIsNotKeptAlive() {
    weak var weakWorkflow: WFLaunchGameWorkflow?
    do {
      let workflow = WFLaunchGameWorkflow(gameId: "tictactoe")
      weakWorkflow = workflow
    }
    #expect(weakWorkflow == nil)
  }

  @Test func aCommittedWorkflowThatIsNeverSubscribedLetsGoOfItsSteps() {
    // Its first step waits on the workflow's own subject, which the step's subscription
    // holds in turn: that chain must end with the workflow, or it keeps what steps captured.
    weak var weakCaptured: WFItem?
    do {
      let captured = WFItem("captured")
      weakCaptured = captured
      let workflow = WFRecordingWorkflow<WFItem>()
      workflow.onStep { _ -> Observable<(WFItem, Void)> in .just((captured, ())) }.commit()
    }
    #expect(weakCaptured == nil)
  }

  @Test func disposingARunningWorkflowLetsItGo() {
    weak var weakWorkflow: WFRecordingWorkflow<WFItem>?
    let subscription: any Disposable
    do {
      let workflow = WFRecordingWorkflow<WFItem>()
      workflow.onStep { _ -> Observable<(WFItem, Void)> in .never() }.commit()
      subscription = workflow.subscribe(WFItem("root"))
      weakWorkflow = workflow
    }
    #expect(weakWorkflow != nil)

    subscription.dispose()

    #expect(weakWorkflow == nil)
  }

  @Test func stepsRunOnTheMainActorWhenASourceEmitsOnAnotherThread() async {
    let source = PublishSubject<(WFItem, Void)>()
    let workflow = WFRecordingWorkflow<WFItem>()
    var subscription: (any Disposable)?
    await withCheckedContinuation { continuation in
      workflow
        .onStep { _ in source.asObservable() }
        .onStep { item, _ -> Observable<(WFItem, Void)> in
          // A main-actor closure: reaching this line off the main actor would trap.
          MainActor.assertIsolated()
          continuation.resume()
          return .just((item, ()))
        }
        .commit()
      subscription = workflow.subscribe(WFItem("root"))
      DispatchQueue.global().async { source.onNext((WFItem("background"), ())) }
    }
    #expect(workflow.completions == 1)
    subscription?.dispose()
  }
}
