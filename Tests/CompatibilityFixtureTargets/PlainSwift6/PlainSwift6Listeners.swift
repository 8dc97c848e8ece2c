// The plain Swift 6 build of the fixture (no default isolation) compiles the same files as the
// other three builds except the five `…Listeners.swift` files, which it replaces with this one.
// The edit is the documented one for that setting, and the only one: `@MainActor` on each
// protocol with requirements that a main-actor class adopts (listeners, actionable items, the
// link handler). The language infers that isolation only in a main-actor module (default
// isolation) or with `InferIsolatedConformances`.

import RIBStreams

@MainActor
protocol RootActionableItem: AnyObject {
  func waitForOrdering() -> Observable<(OrderingActionableItem, ())>
}

@MainActor
protocol UrlHandler: AnyObject {
  func handle(_ link: String)
}

@MainActor
protocol WelcomeListener: AnyObject {
  func didSignIn(customerName: String)
}

@MainActor
protocol WelcomePresentableListener: AnyObject {
  func signIn(withName name: String?)
}

@MainActor
protocol OrderingListener: AnyObject {
  func orderingDidPlace(_ order: Order)
  func orderingDidSignOut()
}

@MainActor
protocol OrderingActionableItem: AnyObject {
  func add(drinkNamed name: String) -> Observable<(OrderingActionableItem, ())>
  func openCheckout() -> Observable<(OrderingActionableItem, ())>
}

@MainActor
protocol MenuListener: AnyObject {
  func add(drink: Drink)
  func menuDidRequestCheckout()
  func menuDidSignOut()
}

@MainActor
protocol MenuPresentableListener: AnyObject {
  func didSelectDrink(at index: Int)
  func didTapCheckout()
  func didTapSignOut()
}

@MainActor
protocol CheckoutListener: AnyObject {
  func checkoutDidPay()
  func checkoutDidCancel()
}

@MainActor
protocol CheckoutPresentableListener: AnyObject {
  func pay()
  func cancel()
}
