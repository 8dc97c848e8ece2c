@testable import RIBTreeViewerCore

/// A tree as one line, for tests to compare: `Root#1[A#2 B#3[C#4]]`; built with loops, like
/// everything that walks a tree here.
func outline(_ tree: TreeSnapshot?) -> String {
  guard let tree else { return "none" }
  var children = Array(repeating: [Int](), count: tree.nodes.count)
  for (index, node) in tree.nodes.enumerated() {
    if let parent = node.parent { children[parent].append(index) }
  }
  var text = ""
  // Each entry: a node to write, or the end of a list of children.
  var pending: [Int?] = [0]
  var needsSpace = false
  while let entry = pending.popLast() {
    guard let index = entry else {
      text += "]"
      needsSpace = true
      continue
    }
    if needsSpace { text += " " }
    text += "\(tree.nodes[index].typeName)#\(tree.nodes[index].id)"
    needsSpace = true
    if !children[index].isEmpty {
      text += "["
      needsSpace = false
      pending.append(nil)
      pending += children[index].reversed().map { Optional($0) }
    }
  }
  return text
}

/// A snapshot of a root and its direct children, `(id, typeName)` each, all active with views.
func snapshot(_ root: (Int, String), children: [(Int, String)] = []) -> TreeSnapshot {
  TreeSnapshot(
    nodes: [TreeSnapshot.Node(id: root.0, typeName: root.1, isActive: true, hasView: true)]
      + children.map {
        TreeSnapshot.Node(id: $0.0, typeName: $0.1, isActive: true, hasView: true, parent: 0)
      })
}
