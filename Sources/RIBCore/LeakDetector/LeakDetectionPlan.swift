import RIBStreams

/// What a leak detector checks when its deadline comes.
///
/// A kind and an optional reference rather than an enum with a reference in some cases: such an
/// enum keeps its case in the reference's spare bits, which hides the reference from
/// LeakSanitizer, so every pending expectation's `WeakObject` was reported as leaked.
struct LeakCheck: Sendable {
  enum Kind: Sendable {
    case deallocation
    /// A view that reports its visibility, checked on the main actor.
    case disappearance
    /// A view that cannot tell: its expectation counts until its deadline, and passes.
    case unjudgedDisappearance
  }

  let kind: Kind
  /// The object or view checked; `nil` for an unjudged disappearance.
  let target: WeakObject?

  static func deallocation(_ object: WeakObject) -> LeakCheck {
    LeakCheck(kind: .deallocation, target: object)
  }

  static func disappearance(_ view: WeakObject) -> LeakCheck {
    LeakCheck(kind: .disappearance, target: view)
  }

  static let unjudgedDisappearance = LeakCheck(kind: .unjudgedDisappearance, target: nil)
}

/// The bookkeeping behind ``LeakDetector``'s single wake-up: the expectations sorted by
/// deadline, which of them are unresolved, and the one wake-up they need.
///
/// A value changed under the detector's lock. It only decides; the detector carries out what
/// it decides (scheduling or withdrawing the wake-up, running checks) outside the lock. Every
/// expectation shares one pending wake-up, at the earliest unresolved deadline, and when none
/// is left the wake-up is withdrawn: that is why releasing a subtree costs no CPU afterwards.
struct LeakDetectionPlan: Sendable {
  struct Expectation: Sendable {
    let id: UInt64
    let deadline: Duration
    let check: LeakCheck
  }

  struct WakeUp: Sendable {
    let deadline: Duration
    let token: UInt64
    /// `nil` while it is being scheduled.
    var handle: (any Disposable)?
  }

  /// What the detector must do about its wake-up after a change.
  enum WakeUpChange: Sendable {
    case none
    case withdraw(any Disposable)
    case schedule(at: Duration, token: UInt64, replacing: (any Disposable)?)
  }

  /// Expectations not yet checked, a binary min-heap by deadline (then id). Cancelled ones stay
  /// until they reach the top, where they are dropped. A heap, not a sorted array: deadlines
  /// of different lengths interleave (a view's is longer than its router's), and inserting each
  /// short one behind every longer one made releasing thousands of RIBs quadratic.
  private var queue: [Expectation] = []
  /// The expectations that are not resolved: queued, or being checked.
  private var unresolved: Set<UInt64> = []
  private var nextID: UInt64 = 0
  private var wakeUp: WakeUp?
  private var nextToken: UInt64 = 0

  /// How many expectations are unresolved: the count that ``LeakDetector/status`` reports.
  var unresolvedCount: Int { unresolved.count }

  /// Adds an expectation; returns its id and the wake-up change it needs.
  mutating func add(_ check: LeakCheck, deadline: Duration) -> (UInt64, WakeUpChange) {
    let id = nextID
    nextID += 1
    unresolved.insert(id)
    enqueue(Expectation(id: id, deadline: deadline, check: check))
    return (id, planWakeUp())
  }

  /// Whether expectation `id` is still unresolved: queued, or being checked.
  func isUnresolved(_ id: UInt64) -> Bool { unresolved.contains(id) }

  /// Withdraws an expectation; changes nothing if it is already resolved.
  mutating func cancel(_ id: UInt64) -> WakeUpChange {
    guard unresolved.remove(id) != nil else { return .none }
    return planWakeUp()
  }

  /// For the wake-up `token`, takes the unresolved expectations due by `now` (or by the
  /// wake-up's own deadline, if the clock ran early). They stay unresolved until ``resolve(_:)``.
  mutating func takeDue(wakeUp token: UInt64, now: Duration) -> ([Expectation], WakeUpChange) {
    guard let current = wakeUp, current.token == token else { return ([], .none) }
    wakeUp = nil
    let dueBy = max(now, current.deadline)
    var due: [Expectation] = []
    while let first = queue.first, first.deadline <= dueBy {
      removeFirst()
      if unresolved.contains(first.id) { due.append(first) }
    }
    return (due, planWakeUp())
  }

  /// Marks checked expectations resolved.
  mutating func resolve(_ ids: [UInt64]) -> WakeUpChange {
    for id in ids { unresolved.remove(id) }
    return planWakeUp()
  }

  /// Records the handle of the wake-up `token` once it is scheduled; `false` if that wake-up
  /// was replaced or withdrawn meanwhile (or already ran), so the caller disposes the handle.
  mutating func attach(_ handle: any Disposable, toWakeUp token: UInt64) -> Bool {
    guard wakeUp?.token == token else { return false }
    wakeUp?.handle = handle
    return true
  }

  private mutating func enqueue(_ expectation: Expectation) {
    queue.append(expectation)
    var child = queue.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(queue[child], queue[parent]) else { break }
      queue.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the earliest expectation from the heap.
  private mutating func removeFirst() {
    let last = queue.removeLast()
    guard !queue.isEmpty else { return }
    queue[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      var earliest = parent
      if left < queue.count, Self.precedes(queue[left], queue[earliest]) { earliest = left }
      if left + 1 < queue.count, Self.precedes(queue[left + 1], queue[earliest]) {
        earliest = left + 1
      }
      guard earliest != parent else { return }
      queue.swapAt(parent, earliest)
      parent = earliest
    }
  }

  private static func precedes(_ first: Expectation, _ second: Expectation) -> Bool {
    (first.deadline, first.id) < (second.deadline, second.id)
  }

  /// Decides the one wake-up the queue needs: at its earliest unresolved deadline, or none.
  /// A wake-up already due no later than that is kept (if it finds nothing due, it plans the
  /// next one).
  private mutating func planWakeUp() -> WakeUpChange {
    while let first = queue.first, !unresolved.contains(first.id) {
      removeFirst()
    }
    guard let first = queue.first else {
      guard let current = wakeUp else { return .none }
      wakeUp = nil
      return current.handle.map(WakeUpChange.withdraw) ?? .none
    }
    let earliest = first.deadline
    if let current = wakeUp, current.deadline <= earliest { return .none }
    let replaced = wakeUp?.handle
    nextToken += 1
    wakeUp = WakeUp(deadline: earliest, token: nextToken, handle: nil)
    return .schedule(at: earliest, token: nextToken, replacing: replaced)
  }
}
