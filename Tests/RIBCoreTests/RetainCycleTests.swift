import RIBCore
import RIBStreams
import RIBTesting
import Testing

// A RIB the way applications write them: an interactor that talks to its presenter and its
// listener, binds subscriptions to its activation, starts a worker; a router that attaches
// child RIBs in `didLoad`; a view.

@MainActor
protocol CardPresentable: Presentable {
  var listener: CardPresentableListener? { get set }
  func show(count: Int)
}

@MainActor
protocol CardPresentableListener: AnyObject {
  func didTap()
}

@MainActor
protocol CardListener: AnyObject {
  func cardDidFinish()
}

@MainActor
final class CardViewController: CardPresentable, ViewControllable {
  weak var listener: CardPresentableListener?
  private(set) var shownCount = 0

  func show(count: Int) { shownCount = count }
}

@MainActor
final class CardWorker: Worker {
  let counter: BehaviorRelay<Int>

  init(counter: BehaviorRelay<Int>) { self.counter = counter }

  override func didStart(_ interactorScope: any InteractorScope) {
    super.didStart(interactorScope)
    // Captures the worker strongly, as real workers often do; bound to the run.
    counter.subscribe(onNext: { _ in _ = self }).disposeOnStop(self)
  }
}

@MainActor
final class CardInteractor: PresentableInteractor<CardPresentable>, CardPresentableListener {
  weak var router: CardRouter?
  weak var listener: CardListener?
  let counter: BehaviorRelay<Int>
  let worker: CardWorker

  init(presenter: CardPresentable, counter: BehaviorRelay<Int>) {
    self.counter = counter
    worker = CardWorker(counter: counter)
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    // Captures `self` strongly, like the tutorial's OffGameInteractor; released on deactivation.
    counter.subscribe(onNext: { count in self.presenter.show(count: count) })
      .disposeOnDeactivate(interactor: self)
    counter.confineTo(self).subscribe(onNext: { _ in _ = self })
      .disposeOnDeactivate(interactor: self)
    worker.start(self)
  }

  func didTap() { listener?.cardDidFinish() }
}

@MainActor
final class CardRouter: ViewableRouter<CardInteractor, CardViewController>, CardListener {
  private let makeChild: @MainActor (CardListener) -> CardRouter?

  init(
    interactor: CardInteractor, viewController: CardViewController,
    makeChild: @escaping @MainActor (CardListener) -> CardRouter?
  ) {
    self.makeChild = makeChild
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    if let child = makeChild(self) {
      attachChild(child)
      attachChild(TestRouter())  // and a view-less one
    }
  }

  func cardDidFinish() {}
}

@MainActor
private func makeCard(counter: BehaviorRelay<Int>, depth: Int) -> CardRouter {
  let view = CardViewController()
  let interactor = CardInteractor(presenter: view, counter: counter)
  return CardRouter(
    interactor: interactor, viewController: view,
    makeChild: { listener in
      guard depth > 1 else { return nil }
      let child = makeCard(counter: counter, depth: depth - 1)
      child.interactor.listener = listener
      return child
    })
}

/// Weak references to every part of a subtree.
@MainActor
private struct WeakParts {
  var objects: [() -> AnyObject?] = []

  mutating func add(_ object: AnyObject) {
    objects.append { [weak object] in object }
  }

  mutating func addSubtree(of router: CardRouter) {
    add(router)
    add(router.interactor)
    add(router.viewController)
    add(router.interactor.worker)
    for child in router.children {
      if let card = child as? CardRouter {
        addSubtree(of: card)
      } else {
        add(child)
        add(child.interactable)
      }
    }
  }

  var alive: Int { objects.filter { $0() != nil }.count }
}

@MainActor
@Suite struct RetainCycleTests {
  @Test func aDetachedSubtreeWithNoOutsideReferencesIsDeallocated() {
    let leaks = QuietLeakDetection()
    let counter = BehaviorRelay(value: 0)  // outlives the subtree, like a parent's stream
    var parts = WeakParts()

    leaks.scope {
      let root = ParentRouter()
      root.launchAsRoot()
      do {
        let card = makeCard(counter: counter, depth: 3)
        root.attachChild(card)
        parts.addSubtree(of: card)
        // Typed apart from `#expect`: the literal arithmetic inside it took the type checker
        // seconds.
        let expectedParts: Int = 4 * 3 + 2 * 2
        #expect(parts.objects.count == expectedParts)
        counter.accept(1)
        #expect(card.viewController.shownCount == 1)
        #expect(card.interactor.worker.isRunning)
        root.detachChild(card)
      }
      #expect(parts.alive == 0)
    }

    // The routers and presentable interactors registered their parts on deinit; none leaks.
    #expect(leaks.detector.pendingExpectationCount > 0)
    leaks.advancePastAllDeadlines()
    #expect(leaks.diagnostics.kinds == [])
    #expect(leaks.detector.pendingExpectationCount == 0)
  }

  @Test func anAttachedSubtreeStaysAliveAndDetachingReleasesIt() {
    let counter = BehaviorRelay(value: 0)
    let root = ParentRouter()
    root.launchAsRoot()
    var parts = WeakParts()

    do {
      let card = makeCard(counter: counter, depth: 2)
      root.attachChild(card)
      parts.addSubtree(of: card)
    }
    #expect(parts.alive == parts.objects.count)

    root.detachChild(root.children[0])

    #expect(parts.alive == 0)
  }

  @Test func aDeactivatedTreeIsReleasedWithItsRoot() {
    let counter = BehaviorRelay(value: 0)
    var parts = WeakParts()

    do {
      let root = makeCard(counter: counter, depth: 3)
      root.interactor.activate()
      root.load()
      parts.addSubtree(of: root)
      #expect(root.children.count == 2)
      root.interactor.deactivate()
    }

    #expect(parts.alive == 0)
  }

  /// Subscriptions that capture the interactor strongly keep it alive until it deactivates
  /// (as in upstream RIBs). A RIB dropped while active is deactivated by its router's deinit,
  /// as upstream's is, so nothing leaks and the leak detector reports nothing.
  @Test func anActiveRIBDroppedWithoutDeactivationIsDeactivatedByItsRouter() {
    let leaks = QuietLeakDetection()
    let counter = BehaviorRelay(value: 0)
    weak var weakRouter: CardRouter?
    weak var weakInteractor: CardInteractor?

    leaks.scope {
      let root = makeCard(counter: counter, depth: 1)
      root.interactor.activate()
      root.load()
      weakRouter = root
      weakInteractor = root.interactor
    }
    leaks.advancePastAllDeadlines()

    #expect(weakRouter == nil)
    #expect(weakInteractor == nil)
    #expect(leaks.diagnostics.kinds == [])
  }
}
