// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol OffGameDependency: Dependency {
  var player1Name: String { get }
  var player2Name: String { get }
  var scoreStream: ScoreStream { get }
}

final class OffGameComponent: Component<OffGameDependency> {

  fileprivate var player1Name: String {
    return dependency.player1Name
  }

  fileprivate var player2Name: String {
    return dependency.player2Name
  }

  fileprivate var scoreStream: ScoreStream {
    return dependency.scoreStream
  }
}

// MARK: - Builder

protocol OffGameBuildable: Buildable {
  func build(withListener listener: OffGameListener) -> OffGameRouting
}

final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {

  override init(dependency: OffGameDependency) {
    super.init(dependency: dependency)
  }

  func build(withListener listener: OffGameListener) -> OffGameRouting {
    let component = OffGameComponent(dependency: dependency)
    let viewController = OffGameViewController(
      player1Name: component.player1Name,
      player2Name: component.player2Name)
    let interactor = OffGameInteractor(
      presenter: viewController,
      scoreStream: component.scoreStream)
    interactor.listener = listener
    return OffGameRouter(interactor: interactor, viewController: viewController)
  }
}
