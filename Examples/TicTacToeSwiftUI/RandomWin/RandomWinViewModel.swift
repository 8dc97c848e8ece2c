import Observation
import RIBCore

/// What RandomWin's view tells its interactor (the terminal app declares it beside its view, as
/// RIBs' templates do; this is the same protocol).
protocol RandomWinPresentableListener: AnyObject {
  func play()
}

/// One button: a coin decides who wins.
@Observable
final class RandomWinViewModel: RandomWinPresentable, RandomWinViewControllable {
  @ObservationIgnored weak var listener: RandomWinPresentableListener?
  private let playerNames: [PlayerType: String]
  /// Who the coin named, once flipped; the view then offers the way back.
  private(set) var announcement: String?
  @ObservationIgnored private var closeAnnouncement: (() -> Void)?

  init(player1Name: String, player2Name: String) {
    playerNames = [.player1: player1Name, .player2: player2Name]
  }

  var text: String {
    announcement.map { "The coin has spoken: \($0)" }
      ?? "A coin decides between \(name(of: .player1)) and \(name(of: .player2))."
  }

  /// The user read the announcement and goes back: the interactor's completion handler runs.
  func closeGame() {
    guard let close = closeAnnouncement else { return }
    closeAnnouncement = nil
    announcement = nil
    close()
  }

  func announce(winner: PlayerType, withCompletionHandler handler: @escaping () -> Void) {
    announcement = "\(name(of: winner)) won!"
    closeAnnouncement = handler
  }

  private func name(of player: PlayerType) -> String { playerNames[player] ?? "?" }
}
