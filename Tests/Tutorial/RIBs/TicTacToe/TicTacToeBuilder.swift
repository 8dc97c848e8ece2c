// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol TicTacToeDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
}

final class TicTacToeComponent: Component<TicTacToeDependency> {

  fileprivate var player1Name: String {
    return dependency.player1Name
  }

  fileprivate var player2Name: String {
    return dependency.player2Name
  }
}

// MARK: - Builder

protocol TicTacToeBuildable: Buildable {
  func build(withListener listener: TicTacToeListener) -> TicTacToeRouting
}

final class TicTacToeBuilder: Builder<TicTacToeDependency>, TicTacToeBuildable {

  override init(dependency: TicTacToeDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: TicTacToeListener) -> TicTacToeRouting {
    let component = TicTacToeComponent(dependency: dependency)
    let viewController = TicTacToeViewController(
      player1Name: component.player1Name,
      player2Name: component.player2Name)
    let interactor = TicTacToeInteractor(presenter: viewController)
    interactor.listener = listener
    return TicTacToeRouter(interactor: interactor, viewController: viewController)
  }
}
