import RIBCore
import Testing

@MainActor
@Suite struct RouterActivenessTests {
  /// parent → child → grandchild, with a second grandchild, all attached and active.
  private func makeTree(
    log: EventLog? = nil
  ) -> (
    parent: ParentRouter, child: ChildRouter, grandchildren: [GrandchildRouter]
  ) {
    let parent = ParentRouter(name: "parent", log: log)
    parent.launchAsRoot()
    let child = ChildRouter(name: "child", log: log)
    parent.attachChild(child)
    let grandchildren = [
      GrandchildRouter(name: "grandchild1", log: log),
      GrandchildRouter(name: "grandchild2", log: log),
    ]
    for grandchild in grandchildren { child.attachChild(grandchild) }
    log?.removeAll()
    return (parent, child, grandchildren)
  }

  @Test func detachingAChildDeactivatesItsWholeSubtree() {
    let (parent, child, grandchildren) = makeTree()

    parent.detachChild(child)

    #expect(!child.interactor.isActive)
    #expect(grandchildren.allSatisfy { !$0.interactor.isActive })
    #expect(grandchildren.allSatisfy { $0.interactor.willResignActiveCount == 1 })
  }

  @Test func reattachingAChildReactivatesItsWholeSubtree() {
    let (parent, child, grandchildren) = makeTree()
    parent.detachChild(child)

    parent.attachChild(child)

    #expect(child.interactor.isActive)
    #expect(grandchildren.allSatisfy { $0.interactor.isActive })
    #expect(grandchildren.allSatisfy { $0.interactor.didBecomeActiveCount == 2 })
  }

  @Test func deactivatingAnAncestorDeactivatesEveryDescendantAndReactivatingRestoresThem() {
    let (parent, child, grandchildren) = makeTree()

    parent.interactor.deactivate()
    #expect(!child.interactor.isActive)
    #expect(grandchildren.allSatisfy { !$0.interactor.isActive })

    parent.interactor.activate()
    #expect(child.interactor.isActive)
    #expect(grandchildren.allSatisfy { $0.interactor.isActive })
    #expect(child.interactor.didBecomeActiveCount == 2)
    #expect(grandchildren.allSatisfy { $0.interactor.didBecomeActiveCount == 2 })
  }

  /// As upstream: deactivation runs the origin's `willResignActive` first, then the cascade;
  /// activation emits on `isActiveStream` (which runs the cascade) before the origin's
  /// `didBecomeActive`. Within the cascade, parents go before their children.
  @Test func theCascadeReachesParentsBeforeTheirChildren() {
    let log = EventLog()
    let (parent, _, _) = makeTree(log: log)

    parent.interactor.deactivate()
    let resigned = names(in: log.events)
    log.removeAll()
    parent.interactor.activate()
    let activated = names(in: log.events)

    #expect(resigned.first == "parent")
    #expect(activated.last == "parent")
    for names in [resigned, activated] {
      let childIndex = names.firstIndex(of: "child")
      let grandchildIndices = names.indices.filter { names[$0].hasPrefix("grandchild") }
      #expect(names.count == 4)
      #expect(grandchildIndices.count == 2)
      #expect(childIndex.map { child in grandchildIndices.allSatisfy { $0 > child } } == true)
    }
  }

  private func names(in events: [String]) -> [String] {
    events.map { String($0.prefix { $0 != "." }) }
  }

  @Test func aChildDetachedWhileItsParentIsInactiveStaysInactive() {
    let (parent, child, grandchildren) = makeTree()
    parent.interactor.deactivate()
    parent.detachChild(child)

    parent.interactor.activate()

    #expect(!child.interactor.isActive)
    #expect(grandchildren.allSatisfy { !$0.interactor.isActive })
  }

  @Test func aDeepChainCascadesWithoutExhaustingTheStackTogglingEachInteractorOnce() {
    let depth = 2000
    let chain = makeChain(depth: depth)
    #expect(chain.allSatisfy { $0.interactor.didBecomeActiveCount == 1 })

    chain[0].interactor.deactivate()
    #expect(chain.allSatisfy { !$0.interactor.isActive })
    #expect(chain.allSatisfy { $0.interactor.willResignActiveCount == 1 })

    chain[0].interactor.activate()
    #expect(chain.allSatisfy { $0.interactor.isActive })
    #expect(chain.allSatisfy { $0.interactor.didBecomeActiveCount == 2 })

    chain[0].detachChild(chain[1])
    #expect(chain.dropFirst().allSatisfy { !$0.interactor.isActive })
    #expect(chain.dropFirst().allSatisfy { $0.interactor.willResignActiveCount == 2 })

    chain[0].attachChild(chain[1])
    #expect(chain.allSatisfy { $0.interactor.isActive })
    #expect(chain.dropFirst().allSatisfy { $0.interactor.didBecomeActiveCount == 3 })
    #expect(chain[0].interactor.didBecomeActiveCount == 2)
  }
}
