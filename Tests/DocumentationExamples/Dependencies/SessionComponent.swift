// The code of the Dependencies guide: a component with shared objects, in a module built with
// default main-actor isolation.

import RIBCore

/// What the session's RIBs need from their parent.
protocol SessionDependency: Dependency {
  var playerName: String { get }
  var savedGames: SavedGameStore { get }
}

/// A game saved earlier.
struct SavedGame: Equatable {
  var moves: [Int]
}

/// Where saved games are found. It counts the lookups, so that a test can see how often
/// `shared` asked.
final class SavedGameStore {
  private let games: [String: SavedGame]
  private(set) var lookupCount = 0

  init(games: [String: SavedGame]) {
    self.games = games
  }

  func find(for player: String) -> SavedGame? {
    lookupCount += 1
    return games[player]
  }
}

/// The scores of one session: state that every RIB of the session must see the same way.
final class ScoreBook {
  private(set) var scores: [Int] = []

  func record(_ score: Int) {
    scores.append(score)
  }
}

/// Tells players about new scores. Its initialiser is main-actor isolated, like everything this
/// module declares without saying otherwise.
final class ScoreAnnouncer {
  let book: ScoreBook

  init(book: ScoreBook) {
    self.book = book
  }
}

final class SessionComponent: Component<SessionDependency> {
  /// One score book per session: every reader of this property gets the same instance.
  var scoreBook: ScoreBook {
    shared { ScoreBook() }
  }

  /// `nil` is kept too: the store is asked once, even when it has nothing.
  var savedGame: SavedGame? {
    shared { dependency.savedGames.find(for: dependency.playerName) }
  }

  /// The factory calls a main-actor initialiser and reads another shared property: components
  /// are main-actor isolated, like everything else in the module.
  var scoreAnnouncer: ScoreAnnouncer {
    shared { ScoreAnnouncer(book: scoreBook) }
  }
}
