import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// A terminal event racing subscriptions and sends on other threads: every subscriber, early
/// or late, ends with exactly one terminal event, and gets nothing after it.
@Suite struct TerminalRaceAttackTests {
  enum Kind: String, CaseIterable, Sendable {
    case publish, behavior, replay, shareReplay
  }

  private struct Failure: Error {}

  /// What one subscription got: how many terminal events, and how many events after one.
  private final class Grammar: Sendable {
    let terminals = AtomicCounter()
    let afterTerminal = AtomicCounter()

    func on(_ event: Event<Int>) {
      if terminals.value > 0 { _ = afterTerminal.increment() }
      if event.isStopEvent { _ = terminals.increment() }
    }
  }

  @Test(arguments: Kind.allCases, [false, true])
  func lateAndEarlySubscribersAllEndOnce(_ kind: Kind, _ fails: Bool) async {
    // Many short races: a subscriber still replaying when the subject ended lost the terminal
    // event about once in a hundred.
    let rounds = Sanitizers.workload(100, sanitized: 10)
    var lost = 0
    var late = 0
    var finishedAll = true
    for _ in 0..<rounds {
      let (terminalCounts, afterTerminal, finished) = await race(kind, fails)
      finishedAll = finishedAll && finished
      lost += terminalCounts.filter { $0 != 1 }.count
      late += afterTerminal
    }
    #expect(finishedAll)
    #expect(lost == 0)
    #expect(late == 0)
  }

  /// One race: a thread sends and ends the subject halfway, two threads subscribe meanwhile,
  /// then one more subscribes after the end. Returns each subscription's count of terminal
  /// events and the count of events after one.
  private func race(_ kind: Kind, _ fails: Bool) async -> ([Int], Int, Bool) {
    let sends = 100
    let joins = 20
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let observer: AnyObserver<Int>
    let stream: Observable<Int>
    switch kind {
    case .publish: (observer, stream) = (publish.asObserver(), publish.asObservable())
    case .behavior: (observer, stream) = (behavior.asObserver(), behavior.asObservable())
    case .replay: (observer, stream) = (replay.asObserver(), replay.asObservable())
    case .shareReplay: (observer, stream) = (publish.asObserver(), publish.share(replay: 1))
    }
    let grammars = Locked<[Grammar]>([])
    let join: @Sendable () -> Void = {
      let grammar = Grammar()
      grammars.withLock { $0.append(grammar) }
      _ = stream.subscribe { grammar.on($0) }
    }
    let finished = await allFinish([
      {
        for value in 0..<sends {
          observer.onNext(value)
          guard value == sends / 2 else { continue }
          if fails { observer.onError(Failure()) } else { observer.onCompleted() }
        }
      },
      { for _ in 0..<joins { join() } },
      { for _ in 0..<joins { join() } },
    ])
    // After the end: a subject replays its terminal event; `share` subscribes anew to the
    // ended subject, which does too.
    join()
    let all = grammars.value
    return (all.map(\.terminals.value), all.map(\.afterTerminal.value).reduce(0, +), finished)
  }
}
