import RIBStreams
import Testing

/// `zip` lets go of each value once it is paired, as RxSwift's does: a source that stays ahead
/// of the other (requests zipped with their responses) must not keep every value it ever sent.
@Suite(.serialized) struct ZipRetentionTests {
  /// A value that counts how many of its kind are alive.
  final class Counted {
    nonisolated(unsafe) static var alive = 0
    init() { Self.alive += 1 }
    deinit { Self.alive -= 1 }
  }

  static func pairs(_ zip: (PublishSubject<Counted>, PublishSubject<Int>) -> Observable<Int>) -> Int
  {
    let ahead = PublishSubject<Counted>()
    let behind = PublishSubject<Int>()
    let subscription = zip(ahead, behind).subscribe()
    ahead.onNext(Counted())
    for round in 0..<1_000 {
      ahead.onNext(Counted())
      behind.onNext(round)
    }
    // One value is waiting for its partner; the thousand paired ones are gone.
    let alive = Counted.alive
    subscription.dispose()
    return alive
  }

  @Test func twoSourcesLetGoOfPairedValues() {
    #expect(Self.pairs { Observable.zip($0, $1) { _, round in round } } == 1)
  }

  @Test func threeSourcesLetGoOfPairedValues() {
    #expect(
      Self.pairs { ahead, behind in
        Observable.zip(ahead, behind, behind) { _, round, _ in round }
      } == 1)
  }

  @Test func aCollectionLetsGoOfPairedValues() {
    let ahead = PublishSubject<Counted>()
    let behind = PublishSubject<Counted>()
    let subscription = Observable.zip([ahead, behind]) { $0.count }.subscribe()
    ahead.onNext(Counted())
    for _ in 0..<1_000 {
      ahead.onNext(Counted())
      behind.onNext(Counted())
    }
    #expect(Counted.alive == 1)
    subscription.dispose()
  }
}
