// Welcome's listener protocols, in a file of their own so that the plain Swift 6 build can swap
// in its one edit (`@MainActor` on each; see PlainSwift6Listeners.swift).

protocol WelcomeListener: AnyObject {
  func didSignIn(customerName: String)
}

protocol WelcomePresentableListener: AnyObject {
  func signIn(withName name: String?)
}
