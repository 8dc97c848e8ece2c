import RIBStreams

/// One step of a ``Workflow``: the actionable item and value the previous step produced, to
/// which the next step is chained with ``onStep(_:)``.
///
/// The generic parameters are the workflow's root actionable item, and the actionable item and
/// value this step produces. Steps are made by ``Workflow/onStep(_:)``, by ``onStep(_:)`` and by
/// ``RIBStreams/ObservableType/fork(_:)``; the last step of a chain is committed:
///
/// ```swift
/// self.onStep { rootItem in rootItem.waitForLogin() }
///   .onStep { loggedInItem, _ in loggedInItem.launchGame(with: gameId) }
///   .onError { error in print("could not launch the game: \(error)") }
///   .commit()
/// ```
@preconcurrency @MainActor
open class Step<WorkflowActionableItemType, ActionableItemType, ValueType> {
  private let workflow: Workflow<WorkflowActionableItemType>
  private var observable: Observable<(ActionableItemType, ValueType)>

  init(
    workflow: Workflow<WorkflowActionableItemType>,
    observable: Observable<(ActionableItemType, ValueType)>
  ) {
    self.workflow = workflow
    self.observable = observable
  }

  /// Declares the next step: once this step has produced its actionable item and value (and,
  /// if the item is an interactor, once that interactor is active), `onStep` runs with them,
  /// once, and the first value of the observable it returns is the next step's input.
  ///
  /// ```swift
  /// .onStep { loggedInItem, _ in loggedInItem.launchGame(with: gameId) }
  /// ```
  public final func onStep<NextActionableItemType, NextValueType>(
    _ onStep:
      @escaping @MainActor (ActionableItemType, ValueType) -> Observable<
        (NextActionableItemType, NextValueType)
      >
  ) -> Step<WorkflowActionableItemType, NextActionableItemType, NextValueType> {
    let workflow = self.workflow
    let next =
      observable
      // Step outputs are followed on the main thread (`Workflow.follow(_:)`), and the root
      // item is sent from `Workflow.subscribe(_:)`, on the main actor.
      .flatMapLatest { item, value in
        ifOnMainActor("A step's output") { whenActive(item, value) } ?? .empty()
      }
      .take(1)
      .flatMapLatest { [weak workflow] item, value in
        // The chain holds the workflow weakly: a workflow is kept alive only while it runs.
        ifOnMainActor("A step's output") {
          workflow?.follow(onStep(item, value)) ?? .empty()
        } ?? .empty()
      }
      .take(1)
      // Forked branches follow one run of this step, not one each.
      .share()
    return Step<WorkflowActionableItemType, NextActionableItemType, NextValueType>(
      workflow: workflow, observable: next)
  }

  /// Calls `onError` when this step, or one before it, fails; the chain stops either way, and
  /// the workflow's ``Workflow/didReceiveError(_:)`` is called too.
  ///
  /// ```swift
  /// .onError { error in presenter.showDeepLinkFailed(error) }
  /// ```
  @discardableResult
  public final func onError(_ onError: @escaping @MainActor (any Error) -> Void) -> Self {
    observable =
      observable
      .do(onError: { error in ifOnMainActor("A step's error") { onError(error) } })
      .share()
    return self
  }

  /// Ends the chain: subscribes it, so that it runs when the workflow is subscribed, and
  /// returns the workflow.
  ///
  /// ```swift
  /// self.onStep { rootItem in rootItem.waitForLogin() }.commit()
  /// ```
  @discardableResult
  public final func commit() -> Workflow<WorkflowActionableItemType> {
    workflow.commitChain(observable)
    return workflow
  }

  /// This step's output, as an observable: the actionable item and value it produces. Fork it
  /// with ``RIBStreams/ObservableType/fork(_:)`` to run several branches after this step.
  ///
  /// ```swift
  /// let afterLogin = self.onStep { rootItem in rootItem.waitForLogin() }
  /// afterLogin.asObservable().fork(self)?
  ///   .onStep { loggedInItem, _ in loggedInItem.showInbox() }
  ///   .commit()
  /// afterLogin.onStep { loggedInItem, _ in loggedInItem.launchGame(with: gameId) }.commit()
  /// ```
  public final func asObservable() -> Observable<(ActionableItemType, ValueType)> {
    observable
  }
}

/// `item` and `value` once `item` may be acted on: at once, or, if it is an interactor, when it
/// is active (nothing if it goes away first).
@preconcurrency @MainActor
private func whenActive<Item, Value>(_ item: Item, _ value: Value) -> Observable<(Item, Value)> {
  guard let scope = item as? any InteractorScope else { return .just((item, value)) }
  return scope.isActiveStream
    .observe(on: MainScheduler.instance)
    .filter { $0 }
    .take(1)
    .map { _ in (item, value) }
}

/// Stream operators for RIB code: values only while an interactor is active
/// (``confineTo(_:)``), and branches of a workflow (``fork(_:)``).
extension ObservableType {
  /// Makes a new branch of `workflow` from this observable of actionable items and values,
  /// typically a step's ``Step/asObservable()``: the branch's steps run after it, alongside
  /// the workflow's other chains. Calls ``Workflow/didFork()``.
  ///
  /// - Returns: The branch's first step. Never `nil`; optional as in RIBs, whose `fork`
  ///   checked the element type at run time.
  ///
  /// ```swift
  /// afterLogin.asObservable().fork(self)?
  ///   .onStep { loggedInItem, _ in loggedInItem.showInbox() }
  ///   .commit()
  /// ```
  @preconcurrency @MainActor
  public func fork<WorkflowActionableItemType, ActionableItemType, ValueType>(
    _ workflow: Workflow<WorkflowActionableItemType>
  ) -> Step<WorkflowActionableItemType, ActionableItemType, ValueType>?
  where Element == (ActionableItemType, ValueType) {
    workflow.didFork()
    return Step(workflow: workflow, observable: workflow.follow(asObservable()))
  }
}

/// Ends a subscription with part of a RIB's life: an interactor's activation
/// (``disposeOnDeactivate(interactor:fileID:line:)``), a worker's run
/// (``disposeOnStop(_:fileID:line:)``) or a workflow's run (``disposeWith(workflow:)``).
extension Disposable {
  /// Disposes this disposable when `workflow`'s subscription is disposed: ties a subscription
  /// made during a step to the workflow's run.
  ///
  /// ```swift
  /// .onStep { gameItem, _ in
  ///   gameItem.moves.subscribe(onNext: { print($0) }).disposeWith(workflow: self)
  ///   return .just((gameItem, ()))
  /// }
  /// ```
  public func disposeWith<ActionableItemType>(workflow: Workflow<ActionableItemType>) {
    workflow.subscriptions.insert(self)
  }

  /// RIBs' misspelled, deprecated name of ``disposeWith(workflow:)``, kept so that code that
  /// still calls it compiles with the same warning it had.
  @available(*, deprecated, renamed: "disposeWith(workflow:)")
  public func disposeWith<ActionableItemType>(worflow: Workflow<ActionableItemType>) {
    disposeWith(workflow: worflow)
  }
}
