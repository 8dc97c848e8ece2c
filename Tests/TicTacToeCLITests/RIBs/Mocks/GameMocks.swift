// Mocks of the games' protocols: the `Game` adapter's, TicTacToe's and RandomWin's.

import RIBCore
import RIBTesting

@testable import TicTacToeCLI

final class GameBuildableMock: GameBuildable {
  let buildFunction = MockFunction<GameListener, ViewableRouting>(
    "GameBuildableMock.build", fallback: ViewableRoutingMock(interactable: InteractableMock()))
  var buildHandler: ((GameListener) -> ViewableRouting)? {
    get { buildFunction.handler }
    set { buildFunction.handler = newValue }
  }
  var buildCallCount: Int { buildFunction.callCount }

  func build(withListener listener: GameListener) -> ViewableRouting {
    buildFunction.call(listener)
  }
}

final class GameListenerMock: GameListener {
  let gameDidEndFunction = MockFunction<PlayerType?, Void>("GameListenerMock.gameDidEnd")

  func gameDidEnd(withWinner winner: PlayerType?) { gameDidEndFunction.call(winner) }
}

/// Keeps each announcement's completion handler, for the test to run when it says so.
final class TicTacToePresentableMock: PresentableMock, TicTacToePresentable {
  weak var listener: TicTacToePresentableListener?

  let showFunction = MockFunction<GameBoard, Void>("TicTacToePresentableMock.show")
  let refuseFunction = MockFunction<MoveRejection, Void>("TicTacToePresentableMock.refuse")
  let announceFunction = MockFunction<PlayerType?, () -> Void, Void>(
    "TicTacToePresentableMock.announce")

  func show(board: GameBoard) { showFunction.call(board) }
  func refuse(_ rejection: MoveRejection) { refuseFunction.call(rejection) }
  func announce(winner: PlayerType?, withCompletionHandler handler: @escaping () -> Void) {
    announceFunction.call(winner, handler)
  }
}

final class TicTacToePresentableListenerMock: TicTacToePresentableListener {
  let placeFunction = MockFunction<Int, Int, Void>(
    "TicTacToePresentableListenerMock.placeCurrentPlayerMark")

  func placeCurrentPlayerMark(atRow row: Int, col: Int) { placeFunction.call(row, col) }
}

/// Keeps each announcement's completion handler, for the test to run when it says so.
final class RandomWinPresentableMock: PresentableMock, RandomWinPresentable {
  weak var listener: RandomWinPresentableListener?

  let announceFunction = MockFunction<PlayerType, () -> Void, Void>(
    "RandomWinPresentableMock.announce")

  func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void) {
    announceFunction.call(winner, handler)
  }
}

final class RandomWinPresentableListenerMock: RandomWinPresentableListener {
  let playFunction = MockFunction<Void>("RandomWinPresentableListenerMock.play")

  func play() { playFunction.call() }
}
