// Ordering's protocols that main-actor classes adopt and that have requirements, in a file of
// their own so that the plain Swift 6 build can swap in its one edit (`@MainActor` on each; see
// PlainSwift6Listeners.swift).

import RIBStreams

protocol OrderingListener: AnyObject {
  func orderingDidPlace(_ order: Order)
  func orderingDidSignOut()
}

/// The steps a deep link's workflow takes once Ordering is attached.
protocol OrderingActionableItem: AnyObject {
  func add(drinkNamed name: String) -> Observable<(OrderingActionableItem, ())>
  func openCheckout() -> Observable<(OrderingActionableItem, ())>
}
