import RIBCore
import RIBTesting
import Testing

/// Tree changes made by lifecycle callbacks while an activeness change propagates: whatever
/// they do, every router ends active exactly when it is attached under an active parent.
@MainActor
@Suite struct RouterWalkConsistencyTests {
  @Test func aSiblingDetachedWhileItsParentReactivatesStaysInactive() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let first = ChildRouter(name: "first")
    let sibling = ChildRouter(name: "sibling")
    root.attachChild(parent)
    parent.attachChild(first)
    parent.attachChild(sibling)
    root.detachChild(parent)
    // Weak: `parent` owns `first`, whose interactor keeps this closure.
    first.interactor.onDidBecomeActive = { [weak parent] in parent?.detachChild(sibling) }

    root.attachChild(parent)

    #expect(first.interactor.isActive)
    #expect(sibling.parent == nil)
    #expect(!sibling.interactor.isActive)
    #expect(parent.children.map { $0 === first } == [true])
  }

  @Test func aSiblingMovedUnderAnActiveRouterWhileItsParentDeactivatesStaysActive() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let haven = OtherParentRouter(name: "haven")
    let first = ChildRouter(name: "first")
    let sibling = ChildRouter(name: "sibling")
    let grandchild = GrandchildRouter(name: "grandchild")
    root.attachChild(parent)
    root.attachChild(haven)
    parent.attachChild(first)
    parent.attachChild(sibling)
    sibling.attachChild(grandchild)
    // Weak: `parent` owns `first`, whose interactor keeps this closure.
    first.interactor.onWillResignActive = { [weak parent, weak haven] in
      parent?.detachChild(sibling)
      haven?.attachChild(sibling)
    }

    root.detachChild(parent)

    #expect(!parent.interactor.isActive)
    #expect(!first.interactor.isActive)
    #expect(sibling.parent === haven)
    #expect(sibling.interactor.isActive)
    #expect(grandchild.interactor.isActive)
  }

  @Test func aChildAttachedToAnAlreadyVisitedRouterFollowsItsParent() {
    let root = ParentRouter(name: "root")
    root.launchAsRoot()
    let parent = ParentRouter(name: "parent")
    let first = ChildRouter(name: "first")
    let second = ChildRouter(name: "second")
    let latecomer = GrandchildRouter(name: "latecomer")
    root.attachChild(parent)
    parent.attachChild(first)
    parent.attachChild(second)
    root.detachChild(parent)
    // `first` is visited before `second`; `second` attaches a child to it.
    second.interactor.onDidBecomeActive = { first.attachChild(latecomer) }

    root.attachChild(parent)

    #expect(latecomer.parent === first)
    #expect(latecomer.interactor.isActive)
    #expect(first.interactor.isActive)
    #expect(second.interactor.isActive)
  }
}
