// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

protocol LoggedInDependency: Dependency {
  var loggedInViewController: LoggedInViewControllable { get }
}

final class LoggedInComponent: Component<LoggedInDependency> {

  fileprivate var loggedInViewController: LoggedInViewControllable {
    return dependency.loggedInViewController
  }

  var mutableScoreStream: MutableScoreStream {
    return shared { ScoreStreamImpl() }
  }

  let player1Name: String
  let player2Name: String

  init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    super.init(dependency: dependency)
  }
}

// MARK: - Builder

protocol LoggedInBuildable: Buildable {
  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  ) -> LoggedInRouting
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {

  override init(dependency: LoggedInDependency) {
    super.init(dependency: dependency)
  }

  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  ) -> LoggedInRouting {
    let component = LoggedInComponent(
      dependency: dependency,
      player1Name: player1Name,
      player2Name: player2Name)
    let interactor = LoggedInInteractor(mutableScoreStream: component.mutableScoreStream)
    interactor.listener = listener

    let offGameBuilder = OffGameBuilder(dependency: component)
    let ticTacToeBuilder = TicTacToeBuilder(dependency: component)
    return LoggedInRouter(
      interactor: interactor,
      viewController: component.loggedInViewController,
      offGameBuilder: offGameBuilder,
      ticTacToeBuilder: ticTacToeBuilder)
  }
}
