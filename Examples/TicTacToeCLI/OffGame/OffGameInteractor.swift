import RIBCore
protocol OffGameRouting: ViewableRouting {}
protocol OffGamePresentable: Presentable {
  var listener: OffGamePresentableListener? { get set }
}

/// What OffGame tells LoggedIn.
protocol OffGameListener: AnyObject {
  func startGame(withId id: String)
  func logOut()
}

/// OffGame's business logic: the menu between games.
final class OffGameInteractor: PresentableInteractor<OffGamePresentable>, OffGameInteractable,
  OffGamePresentableListener
{
  weak var router: OffGameRouting?
  weak var listener: OffGameListener?
  private let games: [GameDescription]

  init(presenter: OffGamePresentable, games: [GameDescription]) {
    self.games = games
    super.init(presenter: presenter)
    presenter.listener = self
  }

  func startGame(at index: Int) {
    guard games.indices.contains(index) else { return }
    listener?.startGame(withId: games[index].id)
  }

  func logOut() {
    listener?.logOut()
  }
}
