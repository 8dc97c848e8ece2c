import RIBStreams
import Testing

/// The Infallible operators beyond the first set keep the sequence an `Infallible`.
@Suite struct InfallibleOperatorTests {
  @Test func concatMergeAndTake() {
    var concatenated: [Int] = []
    var merged: [Int] = []
    let first = Infallible.concat(Infallible.of(1, 2), Infallible.just(3)).concat(.just(4))
      .take(3)
      .subscribe(onNext: { concatenated.append($0) })
    let second = Infallible.merge(Infallible.of(5), Infallible.of(6))
      .subscribe(onNext: { merged.append($0) })
    first.dispose()
    second.dispose()
    #expect(concatenated == [1, 2, 3])
    #expect(merged == [5, 6])
  }

  @Test func flatMapFirstAndConcatMap() {
    let outer = PublishRelay<Int>()
    let inner = PublishRelay<String>()
    var first: [String] = []
    var concatenated: [Int] = []
    let subscription = outer.asInfallible()
      .flatMapFirst { value in inner.asInfallible().map { "\(value)\($0)" } }
      .subscribe(onNext: { first.append($0) })
    let concatMapped = Infallible.of(1, 2).concatMap { Infallible.of($0, $0 * 10) }
      .subscribe(onNext: { concatenated.append($0) })
    defer {
      subscription.dispose()
      concatMapped.dispose()
    }
    outer.accept(1)
    outer.accept(2)
    inner.accept("a")
    #expect(first == ["1a"])
    #expect(concatenated == [1, 10, 2, 20])
  }

  @Test func distinctUntilChangedByKeyAndByComparer() {
    var byKey: [String] = []
    var byComparer: [Int] = []
    let keyed = Infallible.of("a1", "a2", "b1").distinctUntilChanged { $0.first }
      .subscribe(onNext: { byKey.append($0) })
    let compared = Infallible.of(1, 2, 4, 5).distinctUntilChanged { $1 - $0 == 1 }
      .subscribe(onNext: { byComparer.append($0) })
    keyed.dispose()
    compared.dispose()
    #expect(byKey == ["a1", "b1"])
    #expect(byComparer == [1, 4])
  }

  @Test func withLatestFromAndWithUnretained() {
    final class Owner {}
    let taps = PublishRelay<Void>()
    let name = BehaviorRelay(value: "rib")
    let owner = Owner()
    var log: [String] = []
    let latest = taps.asInfallible().withLatestFrom(name.asInfallible())
      .subscribe(onNext: { log.append($0) })
    let combined = taps.asInfallible()
      .withLatestFrom(name.asInfallible()) { _, name in name.uppercased() }
      .subscribe(onNext: { log.append($0) })
    let unretained = Infallible.just(1).withUnretained(owner)
      .subscribe(onNext: { pair in log.append("\(pair.0 === owner) \(pair.1)") })
    defer {
      latest.dispose()
      combined.dispose()
      unretained.dispose()
    }
    taps.accept(())
    #expect(log == ["true 1", "rib", "RIB"])
  }
}
