/// Hands reports to their handler one after another on each thread, never one inside another.
///
/// A handler may call code that reports in turn (a handler that logs through a stream, or that
/// misuses the API itself): delivered at once, each such report would nest the handler in its
/// own call, and a handler that does it on every report would run out of stack. A report made
/// while this thread's handler runs is queued instead, and delivered once that handler returns,
/// in the order reports were made.
package enum ReportTrampoline {
  /// Runs `delivery` now, or, if a delivery is running on this thread, after it and the ones
  /// queued before.
  package static func deliver(_ delivery: @escaping () -> Void) {
    if let pending = Pending.current {
      pending.deliveries.append(delivery)
      return
    }
    let pending = Pending()
    Pending.current = pending
    defer { Pending.current = nil }
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

    /// This thread's, while it releases or delivers; retained by that call's frame.
    static let slot = ThreadLocalReference<Pending>()

    static var current: Pending? {
      get { slot.current }
      set { slot.current = newValue }
    }
  }
}
