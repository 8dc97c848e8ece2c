import RIBStreams

/// The order being put together, read-only: what the screens under Ordering are given.
protocol OrderStream: AnyObject {
  var currentOrder: Observable<Order> { get }
}

/// The same stream as its owner sees it: Ordering's component creates one per sign-in.
protocol MutableOrderStream: OrderStream {
  var placedOrders: Observable<Order> { get }
  func add(_ drink: Drink)
  func placeOrder()
}

final class OrderStreamImpl: MutableOrderStream {

  var currentOrder: Observable<Order> {
    return order.asObservable().distinctUntilChanged()
  }

  var placedOrders: Observable<Order> {
    return placed.asObservable()
  }

  func add(_ drink: Drink) {
    order.accept(Order(drinks: order.value.drinks + [drink]))
  }

  /// Hands the current order over and starts an empty one; an empty order is not placed.
  func placeOrder() {
    let current = order.value
    guard !current.drinks.isEmpty else {
      return
    }
    order.accept(.empty)
    placed.onNext(current)
  }

  // MARK: - Private

  private let order = BehaviorRelay<Order>(value: .empty)
  private let placed = PublishSubject<Order>()
}
