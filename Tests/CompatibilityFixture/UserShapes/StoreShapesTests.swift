// The store of StoreShapes.swift read through `values`, and an `Infallible` debugged in a chain.

import RIBStreams
import Testing

@Suite struct StoreShapesTests {
  @Test func aStoreOfTheAppsOwnIsReadWithValues() async throws {
    let store = CartStore()
    store.add("Flat white")
    var seen: [[String]] = []

    for try await items in store.asObservable().take(1).asSingle().values {
      seen.append(items)
    }
    for try await items in store.values {
      seen.append(items)
      break
    }

    #expect(seen == [["Flat white"], ["Flat white"]])
  }

  @Test func anInfallibleIsDebuggedInItsChain() {
    var counts: [Int] = []
    _ = Infallible.of(1, 2).debug("counts").map { $0 * 10 }.subscribe(onNext: { counts.append($0) })

    #expect(counts == [10, 20])
  }
}
