// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

/// The dependencies needed from the parent scope of LoggedIn to provide for the TicTacToe scope.
// TODO: Update LoggedInDependency protocol to inherit this protocol.
protocol LoggedInDependencyTicTacToe: Dependency {
  // TODO: Declare dependencies needed from the parent scope of LoggedIn to provide dependencies
  // for the TicTacToe scope.
}

extension LoggedInComponent: TicTacToeDependency {

  // TODO: Implement properties to provide for TicTacToe scope.
}
