// The shapes of StreamTypeShapes.swift, run.

import RIBStreams
import Testing

@Suite struct StreamTypeShapesTests {
  @Test func aHelperReturningAnAsyncThrowingStreamIterates() async throws {
    var drinks: [String] = []
    for try await drink in Observable.of("Flat white", "Mocha", "Chai").firstValues(2) {
      drinks.append(drink)
    }
    #expect(drinks == ["Flat white", "Mocha"])
  }

  @Test func aStoreReturningAnAsyncThrowingStreamDeliversWhatItTakes() async throws {
    let till = OrderTill()
    var orders = till.orderStream().makeAsyncIterator()
    till.take("Cortado")
    #expect(try await orders.next() == "Cortado")
  }

  @Test func zipOnObservableOfAnyCombinesSourcesOfDifferentTypes() {
    var lines: [String] = []
    _ = receiptLines(drinks: .of("Latte", "Tea"), prices: .of(4, 3), tables: .of(7, 2))
      .subscribe(onNext: { lines.append($0) })
    #expect(lines == ["7: Latte 4", "2: Tea 3"])
  }

  @Test func combineLatestOnObservableOfAnyCombinesSourcesOfDifferentTypes() {
    var board: [String] = []
    let prices = BehaviorRelay(value: 4)
    let subscription = priceBoard(drinks: .just("Latte"), prices: prices.asObservable())
      .subscribe(onNext: { board.append($0) })
    prices.accept(5)
    subscription.dispose()
    #expect(board == ["Latte 4", "Latte 5"])
  }
}
