/// A router's children: in attach order, with O(1) append, membership test and removal, so
/// attaching and detaching cost the same with ten siblings or a hundred thousand.
///
/// An array of slots, and each child's slot by its identity (``IdentityPositions``). Removing a
/// child empties its slot rather than shifting the ones after it; the array drops empty slots
/// at its end at once, and is compacted when more than half of it is empty, so each removal
/// costs O(1) amortised and the array stays within about twice the children. Neither append
/// nor removal allocates once the storage has grown.
///
/// A slot keeps a child that is one of this framework's routers as ``ParentTracking``, so that
/// detaching it needs no cast: a cast to a protocol looks the conformance up at run time, about
/// 400 instructions with the reference count of its result (callgrind, release build).
///
/// `elements` is kept as an array once read, until the list next changes: `children` is read
/// often (every activeness walk reads it at every level), and an array made on each read was
/// an allocation each time. Routers nobody asks keep none.
///
/// Not main-actor isolated, and `@unchecked Sendable`, only so that a router's `deinit`, which
/// is nonisolated, can move its list to the main-actor teardown; nothing else uses it off the
/// main actor.
struct ChildList: @unchecked Sendable {
  /// A child, as attached.
  enum Entry {
    /// One of this framework's routers.
    case tracked(any ParentTracking)
    /// Another `Routing` (a test's mock).
    case other(any Routing)

    var router: any Routing {
      switch self {
      case .tracked(let router): router
      case .other(let router): router
      }
    }

    var tracked: (any ParentTracking)? {
      switch self {
      case .tracked(let router): router
      case .other: nil
      }
    }
  }

  /// `nil` where a child was removed and the slot was not reclaimed yet.
  private var slots: [Entry?] = []
  private var positions = IdentityPositions()
  private var cachedElements: [any Routing]?

  var count: Int { positions.count }

  var isEmpty: Bool { positions.count == 0 }

  func contains(_ router: any Routing) -> Bool {
    positions.position(of: ObjectIdentifier(router)) != nil
  }

  /// Appends `router`, which is not in the list; `tracked` is `router` as ``ParentTracking``,
  /// if it is one.
  mutating func append(_ router: any Routing, _ tracked: (any ParentTracking)?) {
    positions.setPosition(slots.count, of: ObjectIdentifier(router))
    slots.append(tracked.map { .tracked($0) } ?? .other(router))
    cachedElements = nil
  }

  /// Removes `router`; returns its entry, or `nil` if it was not in the list.
  mutating func remove(_ router: any Routing) -> Entry? {
    guard let slot = positions.removePosition(of: ObjectIdentifier(router)) else { return nil }
    let entry = slots[slot].take()
    cachedElements = nil
    while let last = slots.indices.last, slots[last] == nil { slots.removeLast() }
    if slots.count - count > Swift.max(count, 16) { compact() }
    return entry
  }

  /// Moves the children to the front, in order, and renumbers them: O(count), after more than
  /// count removals that left holes, so O(1) per removal.
  private mutating func compact() {
    var kept: [Entry?] = []
    kept.reserveCapacity(count)
    for case let entry? in slots {
      positions.setPosition(kept.count, of: ObjectIdentifier(entry.router))
      kept.append(entry)
    }
    slots = kept
  }

  /// The routers in order; the array is kept until the list changes.
  mutating func elements() -> [any Routing] {
    if let cachedElements { return cachedElements }
    var result: [any Routing] = []
    result.reserveCapacity(count)
    for case let entry? in slots { result.append(entry.router) }
    cachedElements = result
    return result
  }
}
