/// A router's children: ordered, with O(1) append, membership test and removal, so attaching
/// and detaching cost the same with ten siblings or a hundred thousand.
///
/// A doubly linked list threaded through a dictionary keyed by identity.
@MainActor
struct ChildList {
  private final class Node {
    let router: any Routing
    var previous: ObjectIdentifier?
    var next: ObjectIdentifier?

    init(router: any Routing) { self.router = router }
  }

  private var nodes: [ObjectIdentifier: Node] = [:]
  private var head: ObjectIdentifier?
  private var tail: ObjectIdentifier?

  var count: Int { nodes.count }

  var isEmpty: Bool { nodes.isEmpty }

  func contains(_ router: any Routing) -> Bool {
    nodes[ObjectIdentifier(router)] != nil
  }

  mutating func append(_ router: any Routing) {
    let id = ObjectIdentifier(router)
    let node = Node(router: router)
    node.previous = tail
    if let tail { nodes[tail]?.next = id } else { head = id }
    tail = id
    nodes[id] = node
  }

  /// Removes `router`; returns `false` if it was not in the list.
  mutating func remove(_ router: any Routing) -> Bool {
    let id = ObjectIdentifier(router)
    guard let node = nodes.removeValue(forKey: id) else { return false }
    if let previous = node.previous { nodes[previous]?.next = node.next } else { head = node.next }
    if let next = node.next { nodes[next]?.previous = node.previous } else { tail = node.previous }
    return true
  }

  /// The children in attachment order.
  var elements: [any Routing] {
    var result: [any Routing] = []
    result.reserveCapacity(nodes.count)
    var cursor = head
    while let id = cursor, let node = nodes[id] {
      result.append(node.router)
      cursor = node.next
    }
    return result
  }
}
