import RIBStreams

/// Registers tree observers and delivers changes to them.
///
/// Routers call ``post(_:router:parent:)`` at each change; when nobody observes any tree (the
/// usual case) that is one comparison of a global counter, so the tree costs what it cost
/// before observation existed.
@preconcurrency @MainActor
enum TreeChanges {
  /// How many observers are registered, on all routers.
  static var observerCount = 0

  /// Whether any tree is observed.
  @inline(__always)
  static var isObserved: Bool { observerCount != 0 }

  /// Bumped whenever a router's answer to "is this router or an ancestor observed?" may have
  /// changed for routers that did not themselves move: an observer registered or gone, or a
  /// router with children attached or detached. Routers cache their answer with it.
  static var ancestryGeneration: UInt64 = 1

  /// Whether an event is being delivered; events posted meanwhile wait in `pending`.
  private static var isDelivering = false
  /// Events posted by handlers (a handler that changes the tree), with the observers they were
  /// for when they were posted, in the order they were posted.
  private static var pending: [(event: RouterTreeEvent, observers: [TreeObserver])] = []

  static func register(
    on node: any TreeNode, handler: @escaping @MainActor (RouterTreeEvent) -> Void
  ) -> any Disposable {
    let token = TreeObservation(node: node)
    node.treeObservers.append(TreeObserver(handler: handler, token: token))
    observerCount += 1
    ancestryGeneration &+= 1
    return token
  }

  /// `node`'s registrations end with it.
  static func nodeWillDeinit(_ observers: [TreeObserver]) {
    guard !observers.isEmpty else { return }
    for observer in observers { observer.token.nodeDidDeinit() }
    observerCount -= observers.count
    ancestryGeneration &+= 1
  }

  /// The nearest router that has observers, `node` or one of its ancestors; `nil` if none has.
  ///
  /// Worked out once per router and generation: the walk up stops at the first router whose
  /// answer is current and fills in every router it passed, so a deep tree is walked once, not
  /// once per event. Without it, every change anywhere in a deep tree walked all its
  /// ancestors as soon as any tree in the process was observed, and every change under an
  /// observer did, so building a chain 10^5 deep under an observed root took minutes.
  static func nearestObserved(from node: any TreeNode) -> (any TreeNode)? {
    var passed: [any TreeNode] = []
    var current: (any TreeNode)? = node
    var answer: (any TreeNode)?
    while let router = current {
      if router.observedAncestryCache == ancestryGeneration {
        answer = router.nearestObservedCache
        break
      }
      passed.append(router)
      if !router.treeObservers.isEmpty {
        answer = router
        break
      }
      current = router.currentParent as? any TreeNode
    }
    for router in passed {
      router.observedAncestryCache = ancestryGeneration
      router.nearestObservedCache = answer
    }
    return answer
  }

  /// Delivers `kind` for `router` to the observers of `router` and of `parent` and its
  /// ancestors. `parent` is the router's parent, or, for a detach, the parent it left.
  ///
  /// A handler that changes the tree does not get a nested delivery: the events it causes are
  /// queued and delivered, to every observer, once the current event has reached all of them
  /// (as RIBStreams' subjects do). So every observer sees the events in the order
  /// they happened. An observer registered during a delivery starts with the next change.
  ///
  /// The cost is amortised O(1) per event, plus one step per observed ancestor: the routers'
  /// caches lead from one observed router to the next.
  static func post(_ kind: RouterTreeEvent.Kind, router: any TreeNode, parent: (any Routing)?) {
    let parentNode = parent as? any TreeNode
    var observers = router.treeObservers
    var observed = parentNode.flatMap(nearestObserved(from:))
    while let current = observed {
      observers += current.treeObservers
      observed = (current.currentParent as? any TreeNode).flatMap(nearestObserved(from:))
    }
    guard !observers.isEmpty else { return }
    let event = RouterTreeEvent(
      kind: kind, routerID: router.routerID, typeName: String(describing: type(of: router)),
      parentID: parentNode?.routerID, hasView: router is any ViewableRouting)
    // Who is told is decided now, with the tree as the change left it; handlers run later.
    if isDelivering {
      pending.append((event, observers))
      return
    }
    isDelivering = true
    deliver(event, to: observers)
    // By index: handlers may append while the queue drains.
    var index = 0
    while index < pending.count {
      let (queued, queuedObservers) = pending[index]
      deliver(queued, to: queuedObservers)
      index += 1
    }
    pending = []
    isDelivering = false
  }

  private static func deliver(_ event: RouterTreeEvent, to observers: [TreeObserver]) {
    // A handler may dispose observations; each observer is checked just before its turn.
    for observer in observers where !observer.token.isDisposed {
      observer.handler(event)
    }
  }
}

extension Routing {
  /// Calls `handler` on each change to the tree under this router, this router included,
  /// until the returned disposable is disposed or this router is deallocated.
  ///
  /// A change is a ``/RIBCore/RouterTreeEvent``: a router attached, activated, loaded, deactivated or
  /// detached. They come in the order they happen; attaching a new RIB gives `attached`,
  /// `activated`, `loaded`, then the same for each child it attaches while loading; detaching
  /// one gives `deactivated` for it and each of its descendants, parent first, then
  /// `detached`. A RIB attached under an inactive parent gives `attached` and `loaded`, and
  /// `activated` when the parent activates. A detached subtree is no longer under this router,
  /// so its later changes are not reported here; a released one reports nothing.
  ///
  /// `handler` may change the tree. The changes it makes are reported after the current event
  /// has reached every observer, so all observers see the same order.
  ///
  /// ```swift
  /// let observation = rootRouter.observeTreeChanges { event in
  ///   log("\(event.kind) \(event.typeName) #\(event.routerID)")
  /// }
  /// ```
  ///
  /// While nothing is observed, routers pay one comparison per change. While something is, a
  /// change costs a step per observed router above it, whatever the tree's depth. Only routers
  /// that subclass ``/RIBCore/Router`` report changes; observing another `Routing` (a test
  /// mock) reports nothing.
  ///
  /// - Returns: A disposable that ends the observation; it may be disposed from any thread.
  public func observeTreeChanges(
    _ handler: @escaping @MainActor (RouterTreeEvent) -> Void
  ) -> any Disposable {
    guard let node = self as? any TreeNode else { return Disposables.create() }
    return TreeChanges.register(on: node, handler: handler)
  }
}
