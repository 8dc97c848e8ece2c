// Shapes of RxCocoa view-model code: an activity indicator of the app's own (a
// `SharedSequenceConvertibleType`, not a `Driver`) combined with Drivers, a Signal of taps
// sampling a Driver, and a strategy's scheduler read generically. RxCocoa accepts each of them.

import RIBStreams

/// Counts the orders being placed: `true` while any is.
final class OrdersInFlight: SharedSequenceConvertibleType {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  private let count = BehaviorRelay(value: 0)

  /// One more order is being placed.
  func begin() { count.accept(count.value + 1) }

  /// An order was placed or failed.
  func end() { count.accept(count.value - 1) }

  func asSharedSequence() -> Driver<Bool> {
    count.asDriver().map { $0 > 0 }.distinctUntilChanged()
  }
}

/// The order button is enabled while the basket has items and no order is in flight.
func orderButtonEnabled(basketSize: Driver<Int>, ordering: OrdersInFlight) -> Driver<Bool> {
  Driver.combineLatest(basketSize, ordering) { size, busy in size > 0 && !busy }
}

/// The basket size beside the in-flight state, as a pair.
func basketAndOrdering(basketSize: Driver<Int>, ordering: OrdersInFlight) -> Driver<(Int, Bool)> {
  Driver.combineLatest(basketSize, ordering)
}

/// The basket size at each tap of the order button: a Signal sampling a Driver.
func basketSizeAtEachTap(taps: Signal<Void>, basketSize: Driver<Int>) -> Signal<Int> {
  taps.withLatestFrom(basketSize)
}

extension SharedSequenceConvertibleType {
  /// The scheduler this kind of sequence runs its time operators on.
  static var timeOperatorScheduler: any SchedulerType { SharingStrategy.scheduler }
}
