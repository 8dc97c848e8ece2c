/// A virtual-time scheduler whose clock is a point in real time: RxSwift's
/// `HistoricalScheduler`, with ``RxTime`` where RxSwift uses `Date`.
///
/// Use it to replay what happened at recorded times, or to test time operators in seconds:
/// nothing runs until ``VirtualTimeScheduler/start()`` or ``VirtualTimeScheduler/advanceTo(_:)``,
/// and the clock jumps from one due time to the next.
///
/// ```swift
/// let scheduler = HistoricalScheduler()
/// let values = Observable<Int>.interval(.seconds(5), scheduler: scheduler).take(3)
/// _ = values.subscribe(onNext: { print($0, scheduler.now) })
/// scheduler.start()  // 0 5.0, 1 10.0, 2 15.0
/// ```
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>,
  @unchecked Sendable
{
  /// A scheduler whose clock reads `initialClock`, by default 00:00:00 UTC on 1 January 1970.
  public init(initialClock: RxTime = RxTime(timeIntervalSince1970: 0)) {
    super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
  }
}
