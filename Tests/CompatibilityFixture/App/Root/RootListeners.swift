// Root's protocols that main-actor classes adopt and that have requirements. They sit in a file
// of their own so that the plain Swift 6 build can swap in its one edit (`@MainActor` on each;
// see PlainSwift6Listeners.swift).

import RIBStreams

/// What a deep link's workflow starts from.
protocol RootActionableItem: AnyObject {
  func waitForOrdering() -> Observable<(OrderingActionableItem, ())>
}

/// Handles the links the app is opened with.
protocol UrlHandler: AnyObject {
  func handle(_ link: String)
}
