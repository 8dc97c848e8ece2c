import RIBStreams
import RIBSupport

/// A sequence of steps run against the RIB tree, typically to act on a deep link: wait for
/// login, then open a game, then show a screen.
///
/// Each step receives an *actionable item* (a protocol that an interactor adopts, exposing
/// what the workflow may do to its RIB) and returns an observable of the next actionable item
/// and a value. The steps are declared once, usually in the workflow's initialiser, and end
/// with ``Step/commit()``; the workflow then runs when it is subscribed with the root item:
///
/// ```swift
/// final class LaunchGameWorkflow: Workflow<RootActionableItem> {
///   init(gameId: String) {
///     super.init()
///     self.onStep { rootItem in rootItem.waitForLogin() }
///       .onStep { loggedInItem, _ in loggedInItem.launchGame(with: gameId) }
///       .commit()
///   }
/// }
///
/// // In the root interactor, which adopts RootActionableItem:
/// LaunchGameWorkflow(gameId: id)
///   .subscribe(self)
///   .disposeOnDeactivate(interactor: self)
/// ```
///
/// ## How steps run
/// - Steps run in order, each at most once per run: a step takes the first value its
///   observable emits and ignores later ones.
/// - A step whose actionable item is an interactor (it adopts ``InteractorScope``, as every
///   ``Interactable`` does) waits until that interactor is active, then runs exactly once.
/// - Step closures run on the main actor. A step observable that emits on another thread is
///   followed on the main thread; one that emits on the main thread is followed at once.
/// - A step observable that fails stops its chain: later steps do not run, and
///   ``didReceiveError(_:)`` is called with the error, once, even if the failure reaches
///   several forked branches.
/// - A step observable that completes without a value ends its chain without running the
///   later steps; the chain counts as completed.
/// - ``didComplete()`` is called at most once: when every committed chain (the main one and
///   each branch made with ``RIBStreams/ObservableType/fork(_:)``) has completed. If a chain
///   failed, it is not called.
/// - A workflow runs once. Subscribing it again returns the same disposable and starts
///   nothing; subscribing one that was never committed is reported through ``Diagnostics``
///   (``Diagnostic/Kind/workflowNotCommitted``) and does nothing.
///
/// ## Lifetime
/// A running workflow keeps itself alive until its chains end or the disposable returned by
/// ``subscribe(_:)`` is disposed, so it need not be stored. Disposing that disposable stops
/// every chain and disposes what was bound with
/// ``RIBStreams/Disposable/disposeWith(workflow:)``.
@preconcurrency @MainActor
open class Workflow<ActionableItemType> {
  private let rootSubject = PublishSubject<ActionableItemType>()
  /// Every chain subscription and every disposable bound with `disposeWith(workflow:)`: what
  /// `subscribe` returns.
  nonisolated let subscriptions = CompositeDisposable()
  private let lifeline = WorkflowLifeline()

  private var chainKeys: [CompositeDisposable.DisposeKey] = []
  private var runningChainCount = 0
  private var isCommitted = false
  private var hasStarted = false
  private var hasEnded = false
  private var hasFailed = false
  private var didInvokeComplete = false
  // Failure bookkeeping, so that one failure reaching several branches is reported once.
  private var failureInFlight: UInt64?
  private var lastReportedFailure: UInt64?
  private var nextFailureID: UInt64 = 0

  /// Creates a workflow with no steps. Subclasses declare their steps after calling it.
  public init() {}

  deinit {
    // A committed chain that never started waits on `rootSubject`, and the subject's
    // subscription holds the chain: a cycle that outlives the workflow unless ended here. A
    // started workflow has already ended or disposed its chains, so this disposes nothing.
    for key in chainKeys { subscriptions.remove(for: key) }
  }

  /// Called once, when every committed chain of the workflow has completed. The default
  /// implementation does nothing.
  ///
  /// ```swift
  /// override func didComplete() { analytics.log("deep link handled") }
  /// ```
  open func didComplete() {}

  /// Called each time a step observable is forked into a new branch with
  /// ``RIBStreams/ObservableType/fork(_:)``. The default implementation does nothing.
  open func didFork() {}

  /// Called with the error of a step observable that failed, which stopped its chain. The
  /// default implementation does nothing.
  ///
  /// ```swift
  /// override func didReceiveError(_ error: any Error) { logger.error("deep link: \(error)") }
  /// ```
  open func didReceiveError(_ error: any Error) {}

  /// Declares the first step: `onStep` receives the actionable item the workflow is subscribed
  /// with, and returns an observable of the next actionable item and a value.
  ///
  /// ```swift
  /// self.onStep { rootItem in rootItem.waitForLogin() }
  /// ```
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType) -> Observable<
        (NextActionableItemType, NextValueType)
      >
  ) -> Step<ActionableItemType, NextActionableItemType, NextValueType> {
    let root = rootSubject.take(1).map { item in (item, ()) }
    return Step<ActionableItemType, ActionableItemType, Void>(workflow: self, observable: root)
      .onStep { item, _ in onStep(item) }
  }

  /// Runs the workflow with `actionableItem` as the first step's input.
  ///
  /// - Returns: What stops the workflow: disposing it stops every chain and disposes what was
  ///   bound with ``RIBStreams/Disposable/disposeWith(workflow:)``. For a workflow that was
  ///   never committed, a disposable that does nothing (the call is reported).
  ///
  /// ```swift
  /// workflow.subscribe(self).disposeOnDeactivate(interactor: self)
  /// ```
  public final func subscribe(_ actionableItem: ActionableItemType) -> any Disposable {
    guard isCommitted else {
      let name = ObjectDescription(self).typeName
      Diagnostics.report(
        Diagnostic(
          kind: .workflowNotCommitted,
          message: "\(name) was subscribed before commit(): it has no steps to run, so"
            + " nothing happened. End the steps with commit(), usually in the workflow's"
            + " init, before subscribing.",
          subjects: [ObjectDescription(self)]))
      return Disposables.create()
    }
    guard !hasStarted else { return subscriptions }
    hasStarted = true
    lifeline.hold(self)
    subscriptions.insert(Disposables.create { [lifeline] in lifeline.release() })
    rootSubject.onNext(actionableItem)
    endIfFinished()
    return subscriptions
  }

  // MARK: - Chains

  /// Subscribes a committed chain; its end is counted towards ``didComplete()``.
  func commitChain<Element>(_ chain: Observable<Element>) {
    guard !hasEnded else { return }
    isCommitted = true
    runningChainCount += 1
    let subscription = chain.subscribe(
      onError: { [weak self] error in
        ifOnMainActor("A workflow chain's error") { self?.chainDidFail(with: error) }
      },
      onCompleted: { [weak self] in
        ifOnMainActor("A workflow chain's completion") { self?.chainDidComplete() }
      })
    if let key = subscriptions.insert(subscription) { chainKeys.append(key) }
  }

  /// Follows a step observable made outside the workflow's own steps (a step closure's result,
  /// a forked observable): on the main thread, and marking a failure so that every branch it
  /// reaches reports it as one.
  func follow<Element>(_ source: Observable<Element>) -> Observable<Element> {
    let followed = source.observe(on: MainScheduler.instance)
    return Observable<Element>.create { [weak self] observer in
      followed.subscribe(
        AnyObserver { event in
          // `followed` delivers on the main thread.
          let forwarded = ifOnMainActor("A step's event") { () -> Bool in
            guard case .error = event, let self, self.failureInFlight == nil else {
              observer.on(event)
              return true
            }
            // Every chain this failure reaches hears of it while it is in flight.
            self.nextFailureID += 1
            self.failureInFlight = self.nextFailureID
            observer.on(event)
            self.failureInFlight = nil
            return true
          }
          _ = forwarded
        })
    }
  }

  private func chainDidFail(with error: any Error) {
    runningChainCount -= 1
    hasFailed = true
    let isNewFailure = failureInFlight == nil || failureInFlight != lastReportedFailure
    lastReportedFailure = failureInFlight
    if isNewFailure { didReceiveError(error) }
    endIfFinished()
  }

  private func chainDidComplete() {
    runningChainCount -= 1
    endIfFinished()
  }

  /// Once the workflow runs and no chain is left, calls `didComplete` (if nothing failed) and
  /// lets go of the finished chains and of the workflow itself.
  private func endIfFinished() {
    guard hasStarted, !hasEnded, runningChainCount == 0 else { return }
    hasEnded = true
    for key in chainKeys { subscriptions.remove(for: key) }
    chainKeys.removeAll()
    if !hasFailed, !didInvokeComplete {
      didInvokeComplete = true
      didComplete()
    }
    lifeline.release()
  }
}

/// What keeps a running workflow alive: a strong reference that the workflow drops when it
/// ends, and that disposing its subscription drops from any thread.
final class WorkflowLifeline: Sendable {
  private let workflow = Locked<(any AnyObject & Sendable)?>(nil)

  func hold(_ object: any AnyObject & Sendable) {
    workflow.withLock { $0 = object }
  }

  func release() {
    // Taken out under the lock and released after it: the workflow's deinit may run here.
    let released = workflow.withLock { held -> (any AnyObject & Sendable)? in
      defer { held = nil }
      return held
    }
    _ = released
  }
}
