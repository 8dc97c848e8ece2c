/// Hands reports to their handler on each thread, never more than a few handler calls deep.
///
/// A handler may call code that reports in turn (a handler that logs through a stream, or that
/// misuses the API itself). Such a report reaches its handler at once, inside the running one,
/// as any call would, so that a handler scoped to the code the handler runs sees it; but only
/// ``inlineDepth`` levels deep. A report made deeper is queued, and delivered once the
/// outermost handler call returns, in the order reports were made: a handler that reports on
/// every report cannot run out of stack.
package enum ReportTrampoline {
  /// How many handler calls may run inside one another on a thread.
  package static let inlineDepth = 8

  /// Runs `delivery` now, or, if ``inlineDepth`` deliveries are running on this thread, after
  /// the outermost one and the ones queued before.
  package static func deliver(_ delivery: @escaping () -> Void) {
    if let pending = Pending.current {
      guard pending.depth < inlineDepth else {
        pending.deliveries.append(delivery)
        return
      }
      pending.depth += 1
      defer { pending.depth -= 1 }
      delivery()
      return
    }
    let pending = Pending()
    Pending.current = pending
    defer { Pending.current = nil }
    pending.depth = 1
    delivery()
    // Index, not removal from the front: the queue grows while it is run.
    var index = 0
    while index < pending.deliveries.count {
      let next = pending.deliveries[index]
      index += 1
      next()
    }
  }

  /// The deliveries one thread has queued while it delivers. Only that thread touches it.
  private final class Pending {
    var deliveries: [() -> Void] = []
    /// How many deliveries run inside one another now.
    var depth = 0

    /// This thread's, while it releases or delivers; retained by that call's frame.
    static let slot = ThreadLocalReference<Pending>()

    static var current: Pending? {
      get { slot.current }
      set { slot.current = newValue }
    }
  }
}
