// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol OffGameInteractable: Interactable {
  var router: OffGameRouting? { get set }
  var listener: OffGameListener? { get set }
}

protocol OffGameViewControllable: ViewControllable {
  // TODO: Declare methods the router invokes to manipulate the view hierarchy.
}

final class OffGameRouter: ViewableRouter<OffGameInteractable, OffGameViewControllable>,
  OffGameRouting
{

  // TODO: Constructor inject child builder protocols to allow building children.
  override init(interactor: OffGameInteractable, viewController: OffGameViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
