// Mocks of the OffGame and ScoreBoard RIBs' protocols.

import RIBCore
import RIBTesting

@testable import TicTacToeCLI

final class OffGameBuildableMock: OffGameBuildable {
  let buildFunction = MockFunction<OffGameListener, OffGameRouting>(
    "OffGameBuildableMock.build", fallback: OffGameRoutingMock(interactable: InteractableMock()))
  var buildHandler: ((OffGameListener) -> OffGameRouting)? {
    get { buildFunction.handler }
    set { buildFunction.handler = newValue }
  }
  var buildCallCount: Int { buildFunction.callCount }

  func build(withListener listener: OffGameListener) -> OffGameRouting {
    buildFunction.call(listener)
  }
}

final class OffGameRoutingMock: ViewableRoutingMock, OffGameRouting {}

final class OffGameInteractableMock: InteractableMock, OffGameInteractable {
  weak var router: OffGameRouting?
  weak var listener: OffGameListener?
}

final class OffGameListenerMock: OffGameListener {
  let startGameFunction = MockFunction<String, Void>("OffGameListenerMock.startGame")
  let logOutFunction = MockFunction<Void>("OffGameListenerMock.logOut")

  func startGame(withId id: String) { startGameFunction.call(id) }
  func logOut() { logOutFunction.call() }
}

final class OffGamePresentableMock: PresentableMock, OffGamePresentable {
  weak var listener: OffGamePresentableListener?
}

final class OffGamePresentableListenerMock: OffGamePresentableListener {
  let startGameFunction = MockFunction<Int, Void>("OffGamePresentableListenerMock.startGame")
  let logOutFunction = MockFunction<Void>("OffGamePresentableListenerMock.logOut")

  func startGame(at index: Int) { startGameFunction.call(index) }
  func logOut() { logOutFunction.call() }
}

final class OffGameViewControllableMock: ViewControllableMock, OffGameViewControllable {
  let showFunction = MockFunction<ViewControllable, Void>("OffGameViewControllableMock.show")

  func show(scoreBoardView: ViewControllable) { showFunction.call(scoreBoardView) }
}

final class ScoreBoardBuildableMock: ScoreBoardBuildable {
  let buildFunction = MockFunction<ScoreBoardListener, ScoreBoardRouting>(
    "ScoreBoardBuildableMock.build",
    fallback: ScoreBoardRoutingMock(interactable: InteractableMock()))
  var buildHandler: ((ScoreBoardListener) -> ScoreBoardRouting)? {
    get { buildFunction.handler }
    set { buildFunction.handler = newValue }
  }
  var buildCallCount: Int { buildFunction.callCount }

  func build(withListener listener: ScoreBoardListener) -> ScoreBoardRouting {
    buildFunction.call(listener)
  }
}

final class ScoreBoardRoutingMock: ViewableRoutingMock, ScoreBoardRouting {}

final class ScoreBoardPresentableMock: PresentableMock, ScoreBoardPresentable {
  let showFunction = MockFunction<Score, Void>("ScoreBoardPresentableMock.show")

  func show(score: Score) { showFunction.call(score) }
}
