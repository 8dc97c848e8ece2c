// Menu's listener protocols, in a file of their own so that the plain Swift 6 build can swap in
// its one edit (`@MainActor` on each; see PlainSwift6Listeners.swift).

protocol MenuListener: AnyObject {
  func add(drink: Drink)
  func menuDidRequestCheckout()
  func menuDidSignOut()
}

protocol MenuPresentableListener: AnyObject {
  func didSelectDrink(at index: Int)
  func didTapCheckout()
  func didTapSignOut()
}
