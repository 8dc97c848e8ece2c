/// One of the two people at the board.
///
/// Player 1 always makes the first move and plays `X`; player 2 plays `O`.
nonisolated enum PlayerType: Equatable, Hashable, Sendable, CaseIterable {
  /// The player who moves first.
  case player1
  /// The player who moves second.
  case player2

  /// The opponent of this player.
  var other: PlayerType {
    switch self {
    case .player1: return .player2
    case .player2: return .player1
    }
  }
}
