import RIBSupport

/// Views whose release a UI framework decides, not their RIB: RIBSwiftUI registers each view
/// it hands to SwiftUI. SwiftUI may keep a popped or dismissed view's state (and the view
/// model its view reads) for a while after the RIB is gone (through the transition, sometimes
/// until the next navigation), so the deallocation that a router's or an interactor's deinit
/// expects of such a view is not checked on a timer. What the leak detector checks of the RIB
/// itself (its interactor) is unchanged, and so are the expectations a test adds.
///
/// Held weakly; the table is purged of released views as it grows.
package enum ViewsHeldByUIFramework {
  private struct Entry {
    weak var view: AnyObject?
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    var countAfterPurge = 0
  }

  private static let table = Locked(Table())

  /// Registers `view` as one whose release its UI framework decides.
  package static func register(_ view: AnyObject) {
    let key = ObjectIdentifier(view)
    table.withLock { table in
      if table.entries.count >= max(64, 2 * table.countAfterPurge) {
        table.entries = table.entries.filter { $0.value.view != nil }
        table.countAfterPurge = table.entries.count
      }
      table.entries[key] = Entry(view: view)
    }
  }

  /// Whether `object` was registered (an identifier outlives its object, so the entry must
  /// still point at this one).
  static func contains(_ object: AnyObject) -> Bool {
    let key = ObjectIdentifier(object)
    return table.withLock { $0.entries[key]?.view === object }
  }
}
