// The plain Swift 6 build of the tutorial (no default isolation) compiles the same RIBs as the
// other three builds except the three `…Listeners.swift` files, which it replaces with this
// one. The edit is the documented one for that setting, and the only one: `@MainActor` on each
// listener protocol that has requirements, because main-actor interactors adopt them and the
// language only infers that isolation for protocols in a main-actor module (default isolation)
// or with `InferIsolatedConformances`.

@MainActor
protocol LoggedOutListener: AnyObject {
  func didLogin(withPlayer1Name player1Name: String, player2Name: String)
}

@MainActor
protocol LoggedOutPresentableListener: AnyObject {
  func login(withPlayer1Name: String?, player2Name: String?)
}

@MainActor
protocol OffGameListener: AnyObject {
  func startTicTacToe()
}

@MainActor
protocol OffGamePresentableListener: AnyObject {
  func startGame()
}

@MainActor
protocol TicTacToeListener: AnyObject {
  func gameDidEnd(withWinner winner: PlayerType?)
}

@MainActor
protocol TicTacToePresentableListener: AnyObject {
  func placeCurrentPlayerMark(atRow row: Int, col: Int)
}
