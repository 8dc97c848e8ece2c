// What the Dependencies guide says about `shared`.

import RIBCore
import Testing

@testable import DocumentationExamples

private final class Session: SessionDependency {
  let playerName = "ada"
  let savedGames = SavedGameStore(games: [:])
}

@MainActor
@Suite struct DependenciesGuideTests {
  @Test func sharedReturnsOneInstancePerComponent() {
    let component = SessionComponent(dependency: Session())
    let other = SessionComponent(dependency: Session())

    #expect(component.scoreBook === component.scoreBook)
    #expect(component.scoreBook !== other.scoreBook)
    #expect(component.scoreAnnouncer.book === component.scoreBook)
  }

  @Test func aNilResultIsKeptToo() {
    let session = Session()
    let component = SessionComponent(dependency: session)

    #expect(component.savedGame == nil)
    #expect(component.savedGame == nil)
    #expect(session.savedGames.lookupCount == 1)
  }

  @Test func eachSharedCallSiteHasItsOwnInstance() {
    final class TwoBooks: Component<EmptyDependency> {
      var books: (ScoreBook, ScoreBook) {
        (shared { ScoreBook() }, shared { ScoreBook() })
      }
    }
    let component = TwoBooks(dependency: EmptyComponent())

    #expect(component.books.0 !== component.books.1)
    #expect(component.books.0 === component.books.0)
  }
}
