import RIBCore
import RIBStreams

/// Tutorial 4's deep link: wait until players have logged in, then start the game.
///
/// Each step runs once its actionable item can act: the root interactor at once, LoggedIn's
/// once a LoggedIn RIB is attached and active.
final class LaunchGameWorkflow: Workflow<RootActionableItem> {
  init(gameId: String) {
    super.init()
    self.onStep { rootItem in rootItem.waitForLogin() }
      .onStep { loggedInItem, _ in loggedInItem.launchGame(with: gameId) }
      .commit()
  }
}
