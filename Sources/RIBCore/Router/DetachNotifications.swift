/// Tells other libraries of this package when a particular router is detached, whoever detaches
/// it: a SwiftUI presentation (in RIBSwiftUI) stops showing a RIB's view when the RIB is
/// detached, so that what the screen shows and the tree never disagree.
///
/// Not public: apps observe the tree with ``Routing/observeTreeChanges(_:)``, which reports every
/// change in a subtree and costs a walk up the tree per change. This costs a detach one check
/// of an empty dictionary while nothing is registered, and one lookup otherwise.
@preconcurrency @MainActor
package enum DetachNotifications {
  private struct Registration {
    let token: Int
    weak var router: AnyObject?
    let handler: @MainActor () -> Void
  }

  /// By router, then by token: a router can have thousands (a view-less parent whose container
  /// shows every child), and a cancellation must not search them.
  ///
  /// Main-actor state, so never accessed concurrently; `@exclusivity(unchecked)` because the
  /// run-time check of a static property cost every detach 76 instructions, 2% of an attach +
  /// detach (callgrind, release build). No access spans a handler: they run once taken out.
  @exclusivity(unchecked) private static var registrations:
    [ObjectIdentifier: [Int: Registration]] = [:]
  private static var lastToken = 0
  /// How many routers had registrations after the last purge of released ones.
  private static var countAfterPurge = 0

  /// Calls `handler` once, after `router` is next detached from its parent (after its subtree
  /// deactivated and it left its parent's children). Returns a token for ``cancel(_:for:)``.
  package static func notifyOnDetach(
    of router: any Routing, _ handler: @escaping @MainActor () -> Void
  ) -> Int {
    lastToken += 1
    purgeReleasedRoutersIfGrown()
    registrations[ObjectIdentifier(router), default: [:]][lastToken] = Registration(
      token: lastToken, router: router, handler: handler)
    return lastToken
  }

  /// Withdraws the registration `token` made for `router`; does nothing if it already ran.
  package static func cancel(_ token: Int, for router: any Routing) {
    let key = ObjectIdentifier(router)
    // Released after the access: releasing a handler may run a deinit, which may register.
    let removed = registrations[key]?.removeValue(forKey: token)
    guard removed != nil else { return }
    if registrations[key]?.isEmpty == true { registrations[key] = nil }
  }

  /// Runs, and forgets, what was registered for `router`. The handlers run after the
  /// bookkeeping, so one that registers again or cancels another is safe.
  static func routerDidDetach(_ router: any Routing) {
    guard !registrations.isEmpty else { return }
    let key = ObjectIdentifier(router)
    guard let list = registrations.removeValue(forKey: key) else { return }
    // An identifier outlives its object: a registration whose router was released (it was
    // never cancelled) belongs to an earlier router that had the same address.
    for registration in list.values.sorted(by: { $0.token < $1.token })
    where registration.router === router {
      registration.handler()
    }
  }

  /// Forgets the registrations of routers that were released without being detached (a
  /// subtree released with its parent), once the table has doubled since the last purge, so
  /// the table stays proportional to the routers alive.
  private static func purgeReleasedRoutersIfGrown() {
    guard registrations.count >= max(64, 2 * countAfterPurge) else { return }
    registrations = registrations.compactMapValues { list in
      let alive = list.filter { $0.value.router != nil }
      return alive.isEmpty ? nil : alive
    }
    countAfterPurge = registrations.count
  }
}
