/// Drops references one after another instead of one inside another's deinit.
///
/// An object whose deinit releases the last reference to the next object of a chain (a
/// component and its parent component, say) deallocates that one inside its own deinit, and so
/// on down the chain: stack frames per link, which a chain some ten thousand long overflows.
/// Such a deinit hands the reference here instead. The outermost call on a thread drops what it
/// was given, and what deinits running meanwhile hand over, one at a time in a loop; a call
/// made while that loop runs on the same thread only adds to its list.
package enum DeferredRelease {
  /// Drops `value` now if no release is under way on this thread, else once the one under way
  /// reaches it; either way before the outermost call returns. The caller must not keep a
  /// reference of its own, or it would be released inside the caller's deinit again.
  package static func release(_ value: consuming Any) {
    if let pending = Pending.current {
      pending.values.append(value)
      return
    }
    let pending = Pending()
    pending.values.append(value)
    Pending.current = pending
    // Each value dropped here may deinit, which calls back in with the next link: it is
    // appended and dropped by this loop.
    while let next = pending.takeNext() { _ = next }
    Pending.current = nil
  }

  /// The references one thread has still to drop, while it drops them. Only that thread
  /// touches it.
  private final class Pending {
    var values: [Any] = []

    /// Not inlined, so that the access to `values` has ended before the caller drops what it
    /// took out, whose deinit appends to `values`.
    @inline(never)
    func takeNext() -> Any? {
      values.popLast()
    }

    /// This thread's, while it releases or delivers; retained by that call's frame.
    static let slot = ThreadLocalReference<Pending>()

    static var current: Pending? {
      get { slot.current }
      set { slot.current = newValue }
    }
  }
}
