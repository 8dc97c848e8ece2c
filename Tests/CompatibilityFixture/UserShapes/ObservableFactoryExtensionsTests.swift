// The factories of ObservableFactoryExtensions.swift, called on `Observable` and on a subject's
// type, as RxSwift lets them be.

import RIBStreams
import Testing

@Suite struct ObservableFactoryExtensionsTests {
  @Test func aFactoryOfTheAppsCallsJustAndEmpty() {
    var values: [String] = []
    _ = Observable<String>.fromLatest("Cortado").subscribe(onNext: { values.append($0) })
    _ = Observable<String>.fromLatest(nil).subscribe(onNext: { values.append($0) })

    #expect(values == ["Cortado"])
  }

  @Test func aFactoryOfTheAppsCallsDeferredAndFrom() {
    var menu = ["Espresso"]
    var seen: [[String]] = []
    let drinks = PublishSubject<String>.rereading { menu }

    _ = drinks.toArray().subscribe(onSuccess: { seen.append($0) })
    menu.append("Mocha")
    _ = drinks.toArray().subscribe(onSuccess: { seen.append($0) })

    #expect(seen == [["Espresso"], ["Espresso", "Mocha"]])
  }

  @Test func aFactoryOfTheAppsCallsMergeAndConcat() {
    var values: [Int] = []

    _ = Observable<Int>.interleavedThenReplayed(.of(1, 2), .of(3)).subscribe(onNext: {
      values.append($0)
    })

    // Merged, the synchronous sources take turns (as in RxSwift 6.10.2); concatenated, not.
    #expect(values == [1, 3, 2, 1, 2, 3])
  }

  @Test func aFactoryOfTheAppsCallsZipAndCombineLatest() {
    var sums: [Int] = []

    _ = Observable<Int>.combinedTwice(.of(1, 2), .just(10), +).subscribe(onNext: {
      sums.append($0)
    })

    // Zipped: 1 + 10. Combined: `just` is there first, then `of` takes its turns (as in
    // RxSwift 6.10.2).
    #expect(sums == [11, 11, 12])
  }

  @Test func aFactoryOfTheAppsCallsAmbAndCatch() {
    struct Closed: Error {}
    var values: [Int] = []

    _ = Observable<Int>.firstOrFallback([.error(Closed()), .never()], fallback: .just(7))
      .subscribe(onNext: { values.append($0) })

    #expect(values == [7])
  }
}
