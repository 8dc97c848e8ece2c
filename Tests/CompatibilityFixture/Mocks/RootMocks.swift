// Mocks for Root's protocols, written by hand in the shape RIBs' mock generators give them:
// a call count and a handler for each method, a set count for each property.

import RIBCore
import RIBStreams

final class RootInteractableMock: RootInteractable {

  // MARK: - Interactable

  var isActive = false { didSet { isActiveSetCallCount += 1 } }
  var isActiveSetCallCount = 0
  var isActiveStreamSubject = PublishSubject<Bool>() {
    didSet { isActiveStreamSubjectSetCallCount += 1 }
  }
  var isActiveStreamSubjectSetCallCount = 0
  var isActiveStream: Observable<Bool> { return isActiveStreamSubject }

  var activateHandler: (() -> Void)?
  var activateCallCount = 0
  func activate() {
    activateCallCount += 1
    activateHandler?()
  }

  var deactivateHandler: (() -> Void)?
  var deactivateCallCount = 0
  func deactivate() {
    deactivateCallCount += 1
    deactivateHandler?()
  }

  // MARK: - RootInteractable

  // Weak, as in the real interactor: the router owns the interactor.
  weak var router: RootRouting? { didSet { routerSetCallCount += 1 } }
  var routerSetCallCount = 0
  weak var listener: RootListener? { didSet { listenerSetCallCount += 1 } }
  var listenerSetCallCount = 0

  var didSignInHandler: ((String) -> Void)?
  var didSignInCallCount = 0
  func didSignIn(customerName: String) {
    didSignInCallCount += 1
    didSignInHandler?(customerName)
  }

  var orderingDidPlaceHandler: ((Order) -> Void)?
  var orderingDidPlaceCallCount = 0
  func orderingDidPlace(_ order: Order) {
    orderingDidPlaceCallCount += 1
    orderingDidPlaceHandler?(order)
  }

  var orderingDidSignOutHandler: (() -> Void)?
  var orderingDidSignOutCallCount = 0
  func orderingDidSignOut() {
    orderingDidSignOutCallCount += 1
    orderingDidSignOutHandler?()
  }
}

final class RootViewControllableMock: RootViewControllable {

  var presentHandler: ((ViewControllable) -> Void)?
  var presentCallCount = 0
  func present(viewController: ViewControllable) {
    presentCallCount += 1
    presentHandler?(viewController)
  }

  var dismissHandler: ((ViewControllable) -> Void)?
  var dismissCallCount = 0
  func dismiss(viewController: ViewControllable) {
    dismissCallCount += 1
    dismissHandler?(viewController)
  }
}
