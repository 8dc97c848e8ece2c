extension RouterSnapshot {
  /// Visits the tree depth first, parent before children, with an explicit stack (any depth
  /// works): each node with its pre-order index, its parent's index and its depth.
  func forEachNode(
    _ body: (_ node: RouterSnapshot, _ index: Int, _ parentIndex: Int?, _ depth: Int) -> Void
  ) {
    var pending: [(node: RouterSnapshot, parentIndex: Int?, depth: Int)] = [(self, nil, 0)]
    var index = 0
    while let (node, parentIndex, depth) = pending.popLast() {
      body(node, index, parentIndex, depth)
      for child in node.children.reversed() {
        pending.append((child, index, depth + 1))
      }
      index += 1
    }
  }
}
