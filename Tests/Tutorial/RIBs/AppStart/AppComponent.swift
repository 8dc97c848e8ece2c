// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore

class AppComponent: Component<EmptyDependency>, RootDependency {

  init() {
    super.init(dependency: EmptyComponent())
  }
}
