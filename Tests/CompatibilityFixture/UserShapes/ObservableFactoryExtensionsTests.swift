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
}
