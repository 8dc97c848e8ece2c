import RIBCore

/// What LoggedIn needs from Root: the view to present its children on (LoggedIn has no view
/// of its own), and the app settings.
protocol LoggedInDependency: Dependency {
  var loggedInViewController: LoggedInViewControllable { get }
  var coinSeed: UInt64? { get }
}

/// The LoggedIn scope: everything that lives as long as these two players are logged in.
final class LoggedInComponent: Component<LoggedInDependency> {
  // Dynamic dependencies, stored: they came in as build arguments.
  let player1Name: String
  let player2Name: String

  init(dependency: LoggedInDependency, player1Name: String, player2Name: String) {
    self.player1Name = player1Name
    self.player2Name = player2Name
    super.init(dependency: dependency)
  }

  fileprivate var loggedInViewController: LoggedInViewControllable {
    dependency.loggedInViewController
  }

  /// The score of this session. `shared`: one stream per LoggedIn scope, the same instance for
  /// LoggedIn's interactor (which writes it) and every child (which read it). A new login
  /// builds a new LoggedIn component, so the score starts again from 0–0.
  var mutableScoreStream: MutableScoreStream {
    shared { ScoreStreamImpl() }
  }

  /// The coin of this session, seeded from the app settings. `shared`: every RandomWin game of
  /// one login flips the same coin, so a seeded session replays the same winners.
  var coin: SessionCoin {
    shared { SessionCoin(seed: dependency.coinSeed) }
  }

  /// The games on offer, as the menu shows them.
  var games: [GameDescription] { GameCatalog.all }
}

/// Builds the LoggedIn RIB.
protocol LoggedInBuildable: Buildable {
  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  )
    -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
}

final class LoggedInBuilder: Builder<LoggedInDependency>, LoggedInBuildable {
  func build(
    withListener listener: LoggedInListener, player1Name: String, player2Name: String
  )
    -> (router: LoggedInRouting, actionableItem: LoggedInActionableItem)
  {
    let component = LoggedInComponent(
      dependency: dependency, player1Name: player1Name, player2Name: player2Name)
    // Each game behind the same adapter: LoggedIn routes to "a game", never to TicTacToe.
    let games = [
      Game(description: GameCatalog.ticTacToe, builder: TicTacToeBuilder(dependency: component)),
      Game(description: GameCatalog.randomWin, builder: RandomWinBuilder(dependency: component)),
    ]
    let interactor = LoggedInInteractor(
      mutableScoreStream: component.mutableScoreStream, games: games)
    interactor.listener = listener
    let offGameBuilder = OffGameBuilder(dependency: component)
    let router = LoggedInRouter(
      interactor: interactor, viewController: component.loggedInViewController,
      offGameBuilder: offGameBuilder)
    return (router, interactor)
  }
}
