import RIBStreams
import RIBSupport

/// The node of the RIB tree: it attaches and detaches child RIBs and keeps their interactors'
/// activeness in step with its own.
///
/// Subclass it for a view-less RIB (use ``ViewableRouter`` for one with a view). A router
/// builds children with their builders and attaches them in response to its interactor:
///
/// ```swift
/// final class LoggedInRouter: Router<LoggedInInteractable>, LoggedInRouting {
///   private let offGameBuilder: OffGameBuildable
///   private var currentChild: ViewableRouting?
///
///   override func didLoad() {
///     super.didLoad()
///     routeToOffGame()
///   }
///
///   func routeToOffGame() {
///     let offGame = offGameBuilder.build(withListener: interactor)
///     currentChild = offGame
///     attachChild(offGame)
///   }
/// }
/// ```
///
/// ## Activeness
/// An attached child's interactor follows its parent's. When a router's interactor
/// deactivates, every descendant's interactor deactivates; when it activates again, they
/// activate again. This propagation walks the subtree iteratively, each interactor once, so it
/// costs O(size of the subtree) and works at any depth.
///
/// Attaching activates the child, as upstream's `attachChild` does, when the router's interactor
/// is active or has never been active (a router in a unit test whose interactor is a mock, a
/// tree assembled before launch). Under a router whose interactor was active and no longer is
/// (detached, deactivated, or resigning), the child stays inactive, which upstream's does not,
/// and is activated when that router's interactor is; such an attach is reported through
/// ``Diagnostics`` (``Diagnostic/Kind/attachToInactiveParent``).
///
/// ## Deallocation
/// A router deallocated while its interactor is active deactivates it and detaches its
/// children, as upstream's does, so nothing bound to the activation outlives the router. The
/// children it held are released after its own deinit has done that, one after another rather
/// than one inside another, so releasing the root of a chain of any depth takes no more stack
/// than releasing a leaf.
///
/// ## Misuse
/// Attaching a router that is already attached, attaching a router to itself or to one of its
/// descendants, and detaching a router that is not a child are reported through
/// ``Diagnostics`` and change nothing.
@preconcurrency @MainActor
open class Router<InteractorType>: Routing {
  /// The RIB's interactor, with the RIB's own type.
  public let interactor: InteractorType

  // `nonisolated(unsafe)`: the deinit hands it to the main actor; the reference never changes,
  // and everything done with it is main-actor isolated by `Interactable` itself.
  /// The RIB's interactor, as the router drives it.
  public nonisolated(unsafe) let interactable: any Interactable

  // The stored `var`s are main-actor state, so they cannot be accessed concurrently; they are
  // `@exclusivity(unchecked)` because the run-time exclusivity checks of an open class's
  // properties add 8% to the instructions of attaching and detaching a child, and 6% to those
  // of activating a chain, per level (callgrind, release build). Walks over the children that
  // call into user code iterate a copy, so no access spans a user callback.
  @exclusivity(unchecked) private var childList = ChildList()
  // Created when first asked for, replaying `didLoad` if it was emitted by then: few routers
  // are observed this way, and a subject is several objects.
  @exclusivity(unchecked) private var lifecycleSubject: ReplaySubject<RouterLifecycle>?
  @exclusivity(unchecked) private var isLoaded = false
  /// Whether `didLoad` was emitted: set where it is, not with `isLoaded`, because `load()` runs
  /// other code in between (an `Interactable`'s getters) that may read ``lifecycle``.
  @exclusivity(unchecked) private var didEmitDidLoad = false
  /// The interactor, when it is an ``Interactor``: it knows whether it was ever active.
  private let concreteInteractor: Interactor?
  /// For an interactor that is not an ``Interactor`` (a mock): whether this router ever saw it
  /// active.
  @exclusivity(unchecked) private var interactableWasSeenActive = false
  /// Only for an interactor that is not an ``Interactor`` (or that another router already
  /// follows); an ``Interactor`` calls its router directly (see ``ActivenessFollowing``).
  @exclusivity(unchecked) private var activenessSubscription: (any Disposable)?
  /// The interactor's activeness this router last followed, so that a repeated call changes
  /// nothing.
  @exclusivity(unchecked) private var followedActiveness: Bool?

  /// The leak detector in force when the router was created; its interactor (and view) are
  /// registered with it on deinit. Read at creation because the deinit may run without
  /// the task-local values of the code that released the router, so reading
  /// `LeakDetector.instance` there would ignore `LeakDetector.withInstance`.
  let leakDetector = LeakDetector.instance

  // `@exclusivity(unchecked)` like the state above: its run-time checks were 230 instructions
  // of an attach + detach, 4% (callgrind, release build).
  /// The router this one is attached to, if any.
  @exclusivity(unchecked) public private(set) weak var parent: (any Routing)?

  /// The router's id: 1, 2, 3… in the order routers are created in the process, so the same
  /// for the router's whole life. Snapshots and tree-change events carry it, so a tool can
  /// follow a RIB across changes.
  public let routerID: Int

  /// The observers of the tree under this router; see `observeTreeChanges(_:)`.
  @exclusivity(unchecked) var treeObservers: [TreeObserver] = []
  /// See ``TreeNode/observedAncestryCache``.
  @exclusivity(unchecked) var observedAncestryCache: UInt64 = 0
  /// See ``TreeNode/nearestObservedCache``.
  @exclusivity(unchecked) weak var nearestObservedCache: (any TreeNode)?

  /// Set while an ancestor's walk sets this router's interactor, so this router does not walk
  /// its own subtree again (which would make propagation quadratic in depth).
  @exclusivity(unchecked) fileprivate var isDrivenByAncestor = false

  /// Set when this router was attached, under a parent that activates its children, while its
  /// interactor was resigning: the attach's activation could not take effect then, so the
  /// interactor activates once it has resigned, if the router is still under such a parent.
  @exclusivity(unchecked) fileprivate var activatesWhenResigned = false

  /// This router as its interactor's follower, made once, at creation: converting `self` to
  /// `any ActivenessFollowing` looked up the generic class's metadata at run time, 6% of the
  /// instructions of an attach + detach (callgrind, release build). `unowned(unsafe)` because
  /// it is `self`: it lives exactly as long as the reference that holds it.
  private unowned(unsafe) var asFollowerStorage: (any ActivenessFollowing)?

  /// See `asFollowerStorage`, which every initialiser sets.
  private var asFollower: any ActivenessFollowing { asFollowerStorage ?? self }

  /// Creates a router for `interactor`, which must conform to ``Interactable``; if it does not,
  /// that is reported through ``Diagnostics`` and the router drives an inert placeholder.
  public init(interactor: InteractorType) {
    self.interactor = interactor
    self.routerID = RouterIDs.next()
    guard let interactable = interactor as? any Interactable else {
      // Reported rather than trapped (the type is only known at run time): the router drives
      // an inert interactor of its own, so the tree stays consistent.
      Diagnostics.report(
        Diagnostic(
          kind: .other,
          message: "Router(interactor:): \(InteractorType.self) does not conform to"
            + " Interactable, so the router cannot activate it; it drives an inert placeholder"
            + " instead. Make the interactor type conform to Interactable (every Interactor"
            + " does)."))
      let placeholder = Interactor()
      self.interactable = placeholder
      self.concreteInteractor = placeholder
      asFollowerStorage = self
      return
    }
    self.interactable = interactable
    self.concreteInteractor = interactable as? Interactor
    asFollowerStorage = self
  }

  /// The attached children, in the order they were attached.
  public final var children: [any Routing] { childList.elements() }

  /// Emits ``RouterLifecycle/didLoad`` when the router loads (replayed to later subscribers);
  /// completes when the router is deallocated.
  public final var lifecycle: Observable<RouterLifecycle> {
    if let lifecycleSubject { return lifecycleSubject.asObservable() }
    let subject = ReplaySubject<RouterLifecycle>.create(bufferSize: 1)
    if didEmitDidLoad { subject.onNext(.didLoad) }
    lifecycleSubject = subject
    return subject.asObservable()
  }

  /// Loads the router, once: binds its children's activeness to its interactor (bringing any
  /// attached before to its state), emits ``RouterLifecycle/didLoad``, then calls
  /// ``didLoad()``.
  public final func load() {
    guard !isLoaded else { return }
    isLoaded = true
    bindSubtreeActiveness()
    // The interactor was activated before the router loaded, so no activeness change was seen
    // yet.
    if TreeChanges.isObserved, interactable.isActive {
      TreeChanges.post(.activated, router: self, parent: parent)
    }
    // Children attached before the router loaded took the interactor's state of then; it
    // changed since if the router was attached meanwhile (its interactor activates first).
    if !childList.isEmpty { setDescendants() }
    didFollowActiveness(interactable.isActive)
    didEmitDidLoad = true
    lifecycleSubject?.onNext(.didLoad)
    if TreeChanges.isObserved { TreeChanges.post(.loaded, router: self, parent: parent) }
    didLoad()
  }

  /// Called once, when the router loads. Override to attach the children the RIB always has;
  /// call `super`.
  ///
  /// The interactor is active then, unless the router was attached to a parent whose
  /// interactor was active and no longer is: it then loads inactive, and its interactor (with the children
  /// attached here) activates when the parent's does.
  open func didLoad() {}

  /// Attaches `child`: appends it to ``children``, activates its interactor, then loads it.
  ///
  /// As upstream's, the child is activated when this router's interactor is active, and also
  /// when it has never been active (unit tests whose parent interactor is a mock, trees
  /// assembled before launch). If this router's interactor was active and no longer is (this
  /// router was detached or deactivated, or is resigning), the child stays inactive, or is
  /// deactivated, is activated when this router's interactor is, and the attach is reported
  /// through ``Diagnostics``.
  ///
  /// Reports misuse through ``Diagnostics`` and does nothing if `child` is this router, is
  /// already attached (here or elsewhere), or is an ancestor of this router.
  public final func attachChild(_ child: any Routing) {
    // One cast, for the checks and the bookkeeping: a cast to a protocol looks up the
    // conformance at run time.
    let tracked = child as? any ParentTracking
    guard validateAttach(of: child, tracked) else { return }
    childList.append(child, tracked)
    tracked?.didAttach(to: self)
    if TreeChanges.isObserved, let node = child as? any TreeNode {
      TreeChanges.post(.attached, router: node, parent: self)
      // An observer may have detached or moved the child: whoever did set its state.
      guard isChild(child, tracked, of: self) else { return }
    }
    switch attachState {
    case .active, .neverActive:
      // A child resigning (attached from its own `willResignActive`, or from a disposal bound
      // to its activation) is still active, so `activate()` does nothing and the deactivation
      // then completes: it activates once that is done instead.
      tracked?.activateOnceResigned()
      child.interactable.activate()
    case .resigning, .inactive:
      if child.interactable.isActive { child.interactable.deactivate() }
      reportAttachUnderInactive(child)
    }
    child.load()
  }

  /// What attaching a child finds this router's interactor doing.
  private enum AttachState {
    /// Active: the child activates, as upstream's does.
    case active
    /// Never activated (a router in a unit test whose interactor is a mock, a tree assembled
    /// before launch): the child activates, as upstream's does, so upstream-style router tests
    /// see the activation they expect.
    case neverActive
    /// Running `willResignActive`: the child would activate only to deactivate at once.
    case resigning
    /// Active before and not any more (detached, or deactivated): an active child here would
    /// be an active RIB under an inactive one, so it waits for this router's activation.
    case inactive
  }

  private var attachState: AttachState {
    if let concreteInteractor {
      if concreteInteractor.isResigning { return .resigning }
      if concreteInteractor.isActive { return .active }
      return concreteInteractor.hasBeenActive ? .inactive : .neverActive
    }
    if interactable.isActive {
      interactableWasSeenActive = true
      return .active
    }
    return interactableWasSeenActive ? .inactive : .neverActive
  }

  private func reportAttachUnderInactive(_ child: any Routing) {
    report(
      .attachToInactiveParent,
      "attachChild: \(ObjectDescription(child)) was attached to \(ObjectDescription(self)), whose"
        + " interactor is no longer active (it was detached or deactivated, or is resigning);"
        + " the child stays inactive and activates when \(ObjectDescription(self))'s interactor"
        + " does.", child)
  }

  /// Detaches `child`: deactivates its interactor, and so its whole subtree, then removes it.
  /// The child keeps its own children and can be attached again later.
  ///
  /// Reports misuse through ``Diagnostics`` and does nothing if `child` is not a child of this
  /// router.
  public final func detachChild(_ child: any Routing) {
    guard childList.contains(child) else {
      report(
        .detachNonChild,
        "detachChild: \(ObjectDescription(child)) is not a child of \(ObjectDescription(self));"
          + " nothing was detached.", child)
      return
    }
    child.interactable.deactivate()
    // A callback of the deactivation may have detached the child already (a RIB that has its
    // parent detach it in `willResignActive`): that detach is the one that happened.
    guard let removed = childList.remove(child) else { return }
    removed.tracked?.didDetach()
    // Before the tree observers, which may attach the child again and show it anew: what is
    // registered now is about this detach.
    DetachNotifications.routerDidDetach(child)
    if TreeChanges.isObserved, let node = child as? any TreeNode {
      TreeChanges.post(.detached, router: node, parent: self)
    }
  }

  // MARK: - Activeness propagation

  private func bindSubtreeActiveness() {
    // Children attached so far already match the current state.
    followedActiveness = interactable.isActive
    if interactable.isActive { interactableWasSeenActive = true }
    if let concreteInteractor, concreteInteractor.setActivenessFollower(asFollower) {
      return
    }
    // Not `skip(1)`: a stream that replays its current value (an interactor's) repeats what
    // `followedActiveness` holds, which `followInteractor` ignores, but one that does not (a
    // hand-written mock's `PublishSubject`, as upstream's generated mocks have) would lose its
    // first change.
    activenessSubscription = interactable.isActiveStream
      .subscribe(onNext: { [weak self] isActive in
        if isMainThread() {
          MainActor.assumeIsolated { self?.followInteractor(isActive: isActive) }
        } else {
          // Not expected: subscribed on the main actor, this closure is delivered on the main
          // thread even when a hand-written `Interactable` emits elsewhere. Checked rather than
          // assumed, so that it can never trap; followed on the main actor, with the state by
          // then.
          Task { @MainActor [weak self] in
            guard let self else { return }
            self.followInteractor(isActive: self.interactable.isActive)
          }
        }
      })
  }

  private func followInteractor(isActive: Bool) {
    guard followedActiveness != isActive else { return }
    followedActiveness = isActive
    if isActive { interactableWasSeenActive = true }
    didFollowActiveness(isActive)
    if TreeChanges.isObserved {
      let kind: RouterTreeEvent.Kind = isActive ? .activated : .deactivated
      TreeChanges.post(kind, router: self, parent: parent)
    }
    guard !isDrivenByAncestor else { return }
    setDescendants()
  }

  /// Called with the interactor's activeness when the router loads and after each change of
  /// it that the router follows. ``ViewableRouter`` checks there that the view of a deactivated
  /// RIB disappears.
  func didFollowActiveness(_ isActive: Bool) {}

  /// Brings every descendant's interactor in line with its parent's, parents before children,
  /// with an explicit stack.
  ///
  /// Lifecycle callbacks run during the walk and may change the tree. So each router is read
  /// when it is reached, not when its parent was: it is skipped if it is no longer attached
  /// where it was found (whoever detached or moved it set its state), it follows its parent's
  /// state at that moment (a callback may have changed it, which started a walk of its own), and
  /// its children are read after it changed.
  private func setDescendants() {
    guard !childList.isEmpty else { return }
    var pending: [(router: any Routing, parent: any Routing)] = []
    for child in children.reversed() { pending.append((child, self)) }
    while let (router, parent) = pending.popLast() {
      // One cast per router: it answers both "still attached here?" and "can it be told that
      // an ancestor drives it?".
      let tracked = router as? any ParentTracking
      guard isChild(router, tracked, of: parent) else { continue }
      let shouldBeActive = parent.interactable.isActive
      if router.interactable.isActive != shouldBeActive {
        // Only on a change, as upstream: a mock's call counts see one activation per change.
        tracked?.setDrivenByAncestor(true)
        if shouldBeActive {
          router.interactable.activate()
        } else {
          router.interactable.deactivate()
        }
        tracked?.setDrivenByAncestor(false)
      } else if shouldBeActive {
        // An active router's subtree is active already: every way a RIB becomes active (attach
        // under an active or never-activated parent, its parent's activation) activates what
        // is under it. Not walking it again is what keeps assembling a tree linear in any
        // order. (An inactive one may have active descendants, attached while it was never
        // activated, so deactivation walks all the way down.)
        continue
      }
      for child in router.children.reversed() { pending.append((child, router)) }
    }
  }

  private func isChild(
    _ router: any Routing, _ tracked: (any ParentTracking)?, of parent: any Routing
  ) -> Bool {
    if let tracked { return tracked.currentParent === parent }
    return parent.children.contains { $0 === router }
  }

  // MARK: - Validation

  private func validateAttach(of child: any Routing, _ tracked: (any ParentTracking)?) -> Bool {
    if child === self {
      report(
        .attachToSelf,
        "attachChild: \(ObjectDescription(self)) cannot be attached to itself; nothing was"
          + " attached.", child)
      return false
    }
    if childList.contains(child) {
      report(
        .childAlreadyAttached,
        "attachChild: \(ObjectDescription(child)) is already a child of \(ObjectDescription(self));"
          + " nothing was attached.", child)
      return false
    }
    // Before the "attached elsewhere" check: an ancestor other than the root is attached
    // elsewhere too, and the cycle is what the report must explain. Only a router with
    // children can be an ancestor, so attaching a new leaf does not walk up the tree (which
    // would make building a deep tree quadratic).
    let hasChildren = tracked?.hasChildren ?? !child.children.isEmpty
    var ancestor = hasChildren ? parent : nil
    while let current = ancestor {
      if current === child {
        report(
          .attachAncestor,
          "attachChild: \(ObjectDescription(child)) is an ancestor of \(ObjectDescription(self));"
            + " attaching it would make the tree a cycle. Nothing was attached.", child)
        return false
      }
      ancestor = (current as? any ParentTracking)?.currentParent
    }
    if let currentParent = tracked?.currentParent {
      report(
        .childAlreadyAttached,
        "attachChild: \(ObjectDescription(child)) is already attached to"
          + " \(ObjectDescription(currentParent)); detach it there before attaching it to"
          + " \(ObjectDescription(self)). Nothing was attached.", child, currentParent)
      return false
    }
    return true
  }

  private func report(_ kind: Diagnostic.Kind, _ message: String, _ others: any Routing...) {
    Diagnostics.report(
      Diagnostic(
        kind: kind, message: message,
        subjects: [ObjectDescription(self)] + others.map { ObjectDescription($0) }))
  }

  deinit {
    // As upstream: a router dropped while active ends its RIB's activation, so subscriptions
    // bound to it (which may capture the interactor) are released, and its children are
    // detached, which deactivates their subtrees. `self` is already unreachable through the
    // activeness subscription's weak reference, so the children are walked here. Detached as
    // `detachChild` would, minus the bookkeeping that dies with this router (the list, and each
    // child's weak `parent`) and without handing `self` to tree observers from its deinit.
    // Moved out, so that the teardown holds the only references to the children.
    var childList = ChildList()
    swap(&childList, &self.childList)
    let state = TeardownState(
      (
        treeObservers: treeObservers, interactable: interactable,
        childList: consume childList, activenessSubscription: activenessSubscription,
        lifecycleSubject: lifecycleSubject, leakDetector: leakDetector,
        owner: type(of: self) as AnyObject.Type
      ))
    MainActorTeardown.run {
      guard var state = state.take() else { return }
      TreeChanges.nodeWillDeinit(state.treeObservers)
      state.interactable.deactivate()
      var children = state.childList.elements()
      state.childList = ChildList()
      for child in children { child.interactable.deactivate() }
      state.activenessSubscription?.dispose()
      state.lifecycleSubject?.onCompleted()
      state.leakDetector.expectDeallocate(object: state.interactable, source: .owner(state.owner))
      // Released by the list, the children would deinit inside this teardown, and theirs inside
      // theirs: one nesting per level, which a deep chain overflows. So the only references
      // left move to the release queue.
      if !children.isEmpty { DeferredRouterRelease.release(&children) }
    }
  }

}

/// What a router knows about another router of this framework beyond `Routing`: its parent,
/// for misuse checks, and whether an ancestor is driving it. A `Routing` itself, so that a
/// ``ChildList`` keeps one reference for a child, not two.
@preconcurrency @MainActor
protocol ParentTracking: Routing {
  var currentParent: (any Routing)? { get }
  /// Whether it has children; unlike `children`, makes no array.
  var hasChildren: Bool { get }
  func didAttach(to parent: any Routing)
  func didDetach()
  func setDrivenByAncestor(_ driven: Bool)
  /// If its interactor is resigning (in `willResignActive`, or disposing what was bound to
  /// its activation), activates it once that is over, if it is still attached under a parent
  /// that activates the children attached to it then.
  func activateOnceResigned()
  /// Whether a child attached now would be activated: its interactor is active, or was never
  /// activated.
  var activatesAttachedChildren: Bool { get }
}

extension Router: TreeNode {}

extension Router: ActivenessFollowing {
  func interactorDidChangeActiveness() {
    followInteractor(isActive: interactable.isActive)
    // The first change after the resignation settles it, whatever it is: an observer of
    // `isActiveStream` may have activated the interactor again already.
    guard activatesWhenResigned, concreteInteractor?.isResigning != true else { return }
    activatesWhenResigned = false
    guard !interactable.isActive, let parent, Self.activatesAttachedChildren(parent) else {
      return
    }
    interactable.activate()
  }
}

extension Router: ParentTracking {
  var currentParent: (any Routing)? { parent }

  var hasChildren: Bool { !childList.isEmpty }

  func didAttach(to parent: any Routing) {
    self.parent = parent
    didMove()
  }

  /// Whether attaching a child to `parent` now would activate it (see `attachChild`): an active
  /// or never-activated interactor, for the framework's routers; an active one for others.
  static func activatesAttachedChildren(_ parent: any Routing) -> Bool {
    guard let tracked = parent as? any ParentTracking else { return parent.interactable.isActive }
    return tracked.activatesAttachedChildren
  }

  func didDetach() {
    parent = nil
    activatesWhenResigned = false
    didMove()
  }

  /// The router's own answer to "is an ancestor observed?" is stale, and so are its
  /// descendants' if it has any. Done here rather than by `TreeChanges`, which would need
  /// `self` as an existential (see `asFollowerStorage`).
  private func didMove() {
    observedAncestryCache = 0
    if hasChildren { TreeChanges.ancestryGeneration &+= 1 }
  }

  func setDrivenByAncestor(_ driven: Bool) { isDrivenByAncestor = driven }

  func activateOnceResigned() {
    if concreteInteractor?.isResigning == true { activatesWhenResigned = true }
  }

  var activatesAttachedChildren: Bool {
    switch attachState {
    case .active, .neverActive: true
    case .resigning, .inactive: false
    }
  }
}
