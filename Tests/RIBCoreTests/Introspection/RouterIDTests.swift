import RIBCore
import RIBTesting
import Testing

@MainActor
@Suite struct RouterIDTests {
  @Test func idsAreUniqueAndFollowCreationOrder() {
    let first = ChildRouter()
    let second = ChildRouter()
    let third = ChildRouter()

    #expect(first.routerID < second.routerID)
    #expect(second.routerID < third.routerID)
  }

  @Test func snapshotsCarryTheSameIdsAcrossChanges() {
    let root = ParentRouter()
    root.launchAsRoot()
    let child = ChildRouter()
    let grandchild = GrandchildRouter()
    root.attachChild(child)
    child.attachChild(grandchild)
    let before = root.snapshot()

    root.detachChild(child)
    root.attachChild(ChildRouter())
    root.attachChild(child)
    let after = root.snapshot()

    #expect(before.id == root.routerID)
    #expect(before.children.map(\.id) == [child.routerID])
    #expect(before.children[0].children.map(\.id) == [grandchild.routerID])
    #expect(after.id == before.id)
    #expect(after.children.last?.id == child.routerID)
    #expect(after.children.last?.children.map(\.id) == [grandchild.routerID])
    #expect(after.children.first?.id != child.routerID)
  }

  @Test func routersThatAreNotRouterSubclassesHaveIdZero() {
    let root = ParentRouter()
    root.launchAsRoot()
    root.attachChild(RoutingMock(interactable: InteractableMock()))

    #expect(root.snapshot().children.map(\.id) == [0])
  }

  @Test func equalityComparesTreesNotIds() {
    let one = RouterSnapshot(id: 1, typeName: "RootRouter", isActive: true, hasView: true)
    let two = RouterSnapshot(id: 2, typeName: "RootRouter", isActive: true, hasView: true)
    let inactive = RouterSnapshot(id: 1, typeName: "RootRouter", isActive: false, hasView: true)

    #expect(one == two)
    #expect(one.hashValue == two.hashValue)
    #expect(one != inactive)
  }
}
