import RIBCore
import RIBStreams
import Synchronization
import Testing

final class Collector: DiagnosticsHandler {
  let items = Mutex<[Diagnostic]>([])
  func handle(_ d: Diagnostic) { items.withLock { $0.append(d) } }
  var kinds: [Diagnostic.Kind] { items.withLock { $0.map(\.kind) } }
}

final class TestInteractor: Interactor {
  var log: [String] = []
  override func didBecomeActive() { super.didBecomeActive(); log.append("active \(isActive)") }
  override func willResignActive() { super.willResignActive(); log.append("resign \(isActive)") }
}
final class TestRouter: Router<TestInteractor> {
  var loads = 0
  override func didLoad() { super.didLoad(); loads += 1 }
}

@MainActor @Suite struct Smoke {
  @Test func attachCascadeAndMisuse() {
    let collector = Collector()
    Diagnostics.withHandler(collector) {
      let root = TestRouter(interactor: TestInteractor())
      root.interactable.activate(); root.load()
      var chain: [TestRouter] = [root]
      for _ in 0..<3000 { let r = TestRouter(interactor: TestInteractor()); chain.last!.attachChild(r); chain.append(r) }
      #expect(chain.allSatisfy { $0.interactor.isActive })
      root.interactor.deactivate()
      #expect(chain.allSatisfy { !$0.interactor.isActive })
      root.interactor.activate()
      #expect(chain.allSatisfy { $0.interactor.isActive })
      #expect(chain[5].loads == 1)
      root.attachChild(chain[1])
      root.attachChild(root)
      chain[10].attachChild(chain[0])
      root.detachChild(chain[10])
      #expect(collector.kinds == [.childAlreadyAttached, .attachToSelf, .attachAncestor, .detachNonChild])
      #expect(root.children.count == 1)
      print(chain[2995].treeDescription())
    }
  }

  @Test func detachedSubtreeDeallocates() {
    let collector = Collector()
    weak var weakChild: TestRouter?
    weak var weakInteractor: TestInteractor?
    Diagnostics.withHandler(collector) {
      let root = TestRouter(interactor: TestInteractor())
      root.interactable.activate(); root.load()
      do {
        let child = TestRouter(interactor: TestInteractor())
        child.attachChild(TestRouter(interactor: TestInteractor()))
        root.attachChild(child)
        weakChild = child; weakInteractor = child.interactor
        root.detachChild(child)
        #expect(child.interactor.log == ["active true", "resign true"])
      }
      #expect(weakChild == nil)
      #expect(weakInteractor == nil)
    }
  }
}
