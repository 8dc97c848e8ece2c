// Checkout's listener protocols, in a file of their own so that the plain Swift 6 build can swap
// in its one edit (`@MainActor` on each; see PlainSwift6Listeners.swift).

protocol CheckoutListener: AnyObject {
  func checkoutDidPay()
  func checkoutDidCancel()
}

protocol CheckoutPresentableListener: AnyObject {
  func pay()
  func cancel()
}
