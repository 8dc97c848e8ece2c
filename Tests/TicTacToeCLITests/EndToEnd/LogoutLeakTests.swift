import RIBCore
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// After logging out, the LoggedIn subtree and its views are gone.
@MainActor
@Suite(.ribEnvironment) struct LogoutLeakTests {
  @Test func loggedInSubtreeAndViewsAreDeallocatedAfterLogout() {
    var captured: [Weak] = []
    var aliveAfterLogout: [String] = []
    _ = runSession(["alice", "bob", "logout", "quit"]) { app, index in
      if index == 2, let loggedIn = app.rootRouter?.children.first {
        captured = subtreeObjects(of: loggedIn).map(Weak.init)
      }
      if index == 3 {
        aliveAfterLogout = captured.compactMap { $0.object.map { "\(type(of: $0))" } }
      }
    }
    // LoggedIn (router, interactor), OffGame and ScoreBoard (router, interactor, view each).
    #expect(captured.count == 8)
    #expect(aliveAfterLogout == [])
  }

  @Test func afterAGameTheWholeSessionIsDeallocatedAtLogout() {
    var captured: [Weak] = []
    var aliveAfterLogout: [String] = []
    // RandomWin: Enter flips, Enter goes back to the menu; then log out.
    _ = runSession(["alice", "bob", "2", "", "", "logout", "quit"]) { app, index in
      if [2, 3, 5].contains(index), let loggedIn = app.rootRouter?.children.first {
        captured += subtreeObjects(of: loggedIn).map(Weak.init)
      }
      if index == 6 {
        aliveAfterLogout = captured.compactMap { $0.object.map { "\(type(of: $0))" } }
      }
    }
    #expect(captured.count > 8)
    #expect(aliveAfterLogout == [])
  }
}

/// Every router, interactor and view of a subtree.
@MainActor
private func subtreeObjects(of router: any Routing) -> [AnyObject] {
  var objects: [AnyObject] = []
  var pending = [router]
  while let next = pending.popLast() {
    objects.append(next)
    objects.append(next.interactable)
    if let viewable = next as? any ViewableRouting { objects.append(viewable.viewControllable) }
    pending += next.children
  }
  return objects
}

private struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
