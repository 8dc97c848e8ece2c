import Dispatch
import RIBStreams
import RIBTesting
import Testing

@testable import TicTacToeCLI

/// The app reads its input on the main thread and never runs the main queue; what other
/// threads hand to the main actor must still run, before the next screen.
@MainActor
@Suite(.ribEnvironment) struct MainActorWorkTests {
  @Test func anEventFromAnotherThreadReachesItsMainActorObserverBeforeTheNextLine() {
    let events = PublishSubject<String>()
    var seen: [String] = []
    var seenBeforeSecondLine: [String] = []
    let subscription = events.subscribe(onNext: { seen.append($0) })

    _ = runSession(["alice", "bob", "quit"]) { _, index in
      if index == 1 {
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { [events] in
          events.onNext("from another thread")
          sent.signal()
        }
        sent.wait()
      }
      if index == 2 { seenBeforeSecondLine = seen }
    }
    subscription.dispose()

    #expect(seenBeforeSecondLine == ["from another thread"])
  }
}
