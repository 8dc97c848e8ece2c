// App code that names the types RxSwift's operators return: `values` as an
// `AsyncThrowingStream` (in a helper on every observable, whose elements need not be
// `Sendable`), and `zip` and `combineLatest` of sources of different types called on
// `Observable<Any>`.

import RIBStreams

extension ObservableType {
  /// The first `count` values, for a `for try await` loop.
  func firstValues(_ count: Int) -> AsyncThrowingStream<Element, Error> {
    take(count).values
  }
}

/// A till that reports the orders it takes.
final class OrderTill {
  private let orders = PublishRelay<String>()

  /// The orders from now on, as an async stream.
  func orderStream() -> AsyncThrowingStream<String, Error> {
    orders.asObservable().values
  }

  /// Takes an order.
  func take(_ order: String) {
    orders.accept(order)
  }
}

/// A receipt line: the n-th drink with the n-th price and the n-th table.
func receiptLines(
  drinks: Observable<String>, prices: Observable<Int>, tables: Observable<Int>
) -> Observable<String> {
  Observable<Any>.zip(drinks, prices, tables).map { "\($0.2): \($0.0) \($0.1)" }
}

/// The latest drink with the latest price.
func priceBoard(drinks: Observable<String>, prices: Observable<Int>) -> Observable<String> {
  Observable<Any>.combineLatest(drinks, prices).map { "\($0) \($1)" }
}
