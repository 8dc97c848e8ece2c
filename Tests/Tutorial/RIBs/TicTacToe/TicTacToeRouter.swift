// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol TicTacToeInteractable: Interactable {
  var router: TicTacToeRouting? { get set }
  var listener: TicTacToeListener? { get set }
}

protocol TicTacToeViewControllable: ViewControllable {
  // TODO: Declare methods the router invokes to manipulate the view hierarchy.
}

final class TicTacToeRouter: ViewableRouter<TicTacToeInteractable, TicTacToeViewControllable>,
  TicTacToeRouting
{

  // TODO: Constructor inject child builder protocols to allow building children.
  override init(interactor: TicTacToeInteractable, viewController: TicTacToeViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }
}
