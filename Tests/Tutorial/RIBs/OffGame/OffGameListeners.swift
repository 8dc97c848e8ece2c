// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.
//
// The listener protocols of this RIB, in a file of their own so that the plain Swift 6 build
// can swap in its one documented edit (`@MainActor` on each; see PlainSwift6Listeners.swift).

protocol OffGameListener: AnyObject {
  func startTicTacToe()
}

protocol OffGamePresentableListener: AnyObject {
  func startGame()
}
