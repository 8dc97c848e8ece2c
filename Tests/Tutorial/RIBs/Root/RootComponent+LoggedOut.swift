// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

/// The dependencies needed from the parent scope of Root to provide for the LoggedOut scope.
// TODO: Update RootDependency protocol to inherit this protocol.
protocol RootDependencyLoggedOut: Dependency {
  // TODO: Declare dependencies needed from the parent scope of Root to provide dependencies
  // for the LoggedOut scope.
}

extension RootComponent: LoggedOutDependency {

  // TODO: Implement properties to provide for LoggedOut scope.
}
