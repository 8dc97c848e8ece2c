import RIBCore
import RIBTesting
import Testing

/// `children` keeps attach order through any mix of attaches and detaches, with routers and
/// mocks as children: the list reuses and compacts its storage as children leave, and finds
/// each child by its identity, so long random runs check both against a plain array.
@MainActor
@Suite struct RouterChildOrderTests {
  @Test(arguments: [1, 2, 3])
  func randomAttachesAndDetachesKeepAttachOrder(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let parent = ParentRouter()
    parent.launchAsRoot()
    let pool: [any Routing] = (0..<300).map { index -> any Routing in
      if index % 5 == 0 { return RoutingMock(interactable: Interactor()) }
      return ChildRouter(name: "\(index)")
    }
    var expected: [any Routing] = []
    var detachedCount = 0

    for step in 0..<4_000 {
      let candidate = pool[Int.random(in: 0..<pool.count, using: &random)]
      let isChild = expected.contains { $0 === candidate }
      // Detach more often than attach while the list is long, so it empties out and refills
      // several times, removing from its front, middle and end.
      let detachChance = expected.count > 150 ? 0.8 : 0.4
      if isChild, Double.random(in: 0..<1, using: &random) < detachChance {
        parent.detachChild(candidate)
        expected.removeAll { $0 === candidate }
        detachedCount += 1
        #expect(!candidate.interactable.isActive, "step \(step): a detached child is active")
      } else if !isChild {
        parent.attachChild(candidate)
        expected.append(candidate)
        #expect(candidate.interactable.isActive, "step \(step): an attached child is inactive")
      }
      let children = parent.children
      let matches =
        children.count == expected.count && zip(children, expected).allSatisfy { $0 === $1 }
      #expect(matches, "step \(step): the children differ from the attach order")
      if !matches { return }
    }
    // The run did detach a lot, so the list's storage was compacted several times.
    #expect(detachedCount > 1_000)
    for child in pool {
      let isChild = expected.contains { $0 === child }
      #expect((child as? ChildRouter).map { ($0.parent === parent) == isChild } ?? true)
    }
  }

  @Test func detachingMostChildrenKeepsTheRestInOrderAndDetachable() {
    let parent = ParentRouter()
    parent.launchAsRoot()
    let children = (0..<100).map { ChildRouter(name: "\($0)") }
    for child in children { parent.attachChild(child) }

    // Every child but each tenth, from the front: leaves holes, then compacts.
    for (index, child) in children.enumerated() where index % 10 != 0 {
      parent.detachChild(child)
    }

    let remaining = children.enumerated().filter { $0.offset % 10 == 0 }.map(\.element)
    #expect(parent.children.map { ($0 as? TestRouter)?.name } == remaining.map(\.name))
    for child in remaining.reversed() { parent.detachChild(child) }
    #expect(parent.children.isEmpty)
    #expect(children.allSatisfy { $0.parent == nil && !$0.interactor.isActive })
  }
}
