/// A router's children: ordered, with O(1) append, membership test and removal, so attaching
/// and detaching cost the same with ten siblings or a hundred thousand.
///
/// A doubly linked list of nodes, found by identity through a dictionary. The nodes link to
/// each other directly, so appending and removing look up the dictionary once each, not once
/// more per neighbour.
///
/// `elements` is kept as an array once read, until the list next changes: `children` is read
/// often (every activeness walk reads it at every level), and an array made on each read was
/// an allocation each time. Routers nobody asks keep none.
///
/// Not main-actor isolated, and `@unchecked Sendable`, only so that a router's `deinit`, which
/// is nonisolated, can move its list to the main-actor teardown; nothing else uses it off the
/// main actor.
struct ChildList: @unchecked Sendable {
  private final class Node {
    let router: any Routing
    // Only the dictionary owns nodes, and a node is linked exactly while it is in the
    // dictionary, so the links need no reference counting. (Owning links would also release a
    // long list recursively, one stack frame per child.)
    unowned(unsafe) var previous: Node?
    unowned(unsafe) var next: Node?

    init(router: any Routing) { self.router = router }
  }

  private var nodes: [ObjectIdentifier: Node] = [:]
  private unowned(unsafe) var head: Node?
  private unowned(unsafe) var tail: Node?
  private var cachedElements: [any Routing]?

  var count: Int { nodes.count }

  var isEmpty: Bool { nodes.isEmpty }

  func contains(_ router: any Routing) -> Bool {
    nodes[ObjectIdentifier(router)] != nil
  }

  mutating func append(_ router: any Routing) {
    let node = Node(router: router)
    nodes[ObjectIdentifier(router)] = node
    cachedElements = nil
    node.previous = tail
    if let tail { tail.next = node } else { head = node }
    tail = node
  }

  mutating func remove(_ router: any Routing) -> Bool {
    guard let node = nodes.removeValue(forKey: ObjectIdentifier(router)) else { return false }
    cachedElements = nil
    if let previous = node.previous { previous.next = node.next } else { head = node.next }
    if let next = node.next { next.previous = node.previous } else { tail = node.previous }
    return true
  }

  /// The routers in order; the array is kept until the list changes.
  mutating func elements() -> [any Routing] {
    if let cachedElements { return cachedElements }
    let result = makeElements()
    cachedElements = result
    return result
  }

  private func makeElements() -> [any Routing] {
    var result: [any Routing] = []
    result.reserveCapacity(nodes.count)
    var cursor = head
    while let node = cursor {
      result.append(node.router)
      cursor = node.next
    }
    return result
  }
}
