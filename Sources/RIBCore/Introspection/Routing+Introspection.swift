extension Routing {
  /// A structured snapshot of this router's live subtree.
  public func snapshot() -> RouterSnapshot {
    // Built bottom-up with an explicit stack, so deep trees do not exhaust the thread's stack.
    var stack = [SnapshotFrame(router: self, children: children)]
    while true {
      let top = stack.count - 1
      if stack[top].built.count < stack[top].children.count {
        let next = stack[top].children[stack[top].built.count]
        stack.append(SnapshotFrame(router: next, children: next.children))
        continue
      }
      let frame = stack.removeLast()
      let node = RouterSnapshot(
        id: (frame.router as? any TreeNode)?.routerID ?? 0,
        typeName: String(describing: type(of: frame.router)),
        isActive: frame.router.interactable.isActive,
        hasView: frame.router is any ViewableRouting,
        children: frame.built)
      guard !stack.isEmpty else { return node }
      stack[stack.count - 1].built.append(node)
    }
  }

  /// This router's live subtree as indented text; see ``/RIBCore/RouterSnapshot/treeDescription``.
  public func treeDescription() -> String {
    snapshot().treeDescription
  }
}

/// One router being snapshotted: its children, and the snapshots of those done so far.
@preconcurrency @MainActor
private struct SnapshotFrame {
  let router: any Routing
  let children: [any Routing]
  var built: [RouterSnapshot] = []
}
