// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol RootPresentableListener: AnyObject {
  // TODO: Declare properties and methods that the view controller can invoke to perform
  // business logic, such as signIn(). This protocol is implemented by the corresponding
  // interactor class.
}

final class RootViewController: RootPresentable, RootViewControllable {

  weak var listener: RootPresentableListener?

  init() {
  }

  // MARK: - RootViewControllable

  func present(viewController: ViewControllable) {
    presentedViewController = viewController
  }

  func dismiss(viewController: ViewControllable) {
    if presentedViewController === viewController {
      presentedViewController = nil
    }
  }

  // MARK: - UIViewController stand-in

  /// What UIKit's `presentedViewController` would be.
  private(set) var presentedViewController: ViewControllable?
}

// MARK: LoggedInViewControllable

extension RootViewController: LoggedInViewControllable {

}
