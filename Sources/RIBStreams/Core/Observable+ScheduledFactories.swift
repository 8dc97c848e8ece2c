/// The factories of RxSwift that take a scheduler: each value (and the end) is scheduled on
/// it, one step at a time, with ``ImmediateSchedulerType/scheduleRecursive(_:action:)``. On a
/// `TestScheduler` each step takes a tick, as in RxSwift; without a scheduler, the factories
/// emit synchronously.
extension ObservableType {
  /// A sequence of `element` then completion, each scheduled on `scheduler`.
  public static func just(
    _ element: Element, scheduler: any ImmediateSchedulerType
  )
    -> Observable<Element>
  {
    scheduled(on: scheduler, [element])
  }

  /// A sequence of `elements` then completion, each scheduled on `scheduler`.
  public static func of(
    _ elements: Element..., scheduler: any ImmediateSchedulerType
  )
    -> Observable<Element>
  {
    scheduled(on: scheduler, elements)
  }

  /// A sequence of `array`'s values then completion, each scheduled on `scheduler`.
  public static func from(
    _ array: [Element], scheduler: any ImmediateSchedulerType
  )
    -> Observable<Element>
  {
    scheduled(on: scheduler, array)
  }

  /// A sequence of `values` then completion, each scheduled on `scheduler`.
  public static func from<Values: Sequence>(
    _ values: Values, scheduler: any ImmediateSchedulerType
  ) -> Observable<Element> where Values.Element == Element {
    scheduled(on: scheduler, values)
  }

  /// A sequence of `optional`'s value, if it has one, then completion, each scheduled on
  /// `scheduler`.
  public static func from(
    optional: Element?, scheduler: any ImmediateSchedulerType
  )
    -> Observable<Element>
  {
    scheduled(on: scheduler, optional.map { [$0] } ?? [])
  }

  /// `element` for ever (until the subscription ends), each value scheduled on `scheduler`.
  public static func repeatElement(
    _ element: Element, scheduler: any ImmediateSchedulerType
  )
    -> Observable<Element>
  {
    scheduled(on: scheduler, Swift.repeatElement(element, count: .max))
  }

  /// Emits `values` one step at a time on `scheduler`, then completes in a step of its own.
  static func scheduled<Values: Sequence>(
    on scheduler: any ImmediateSchedulerType, _ values: Values
  ) -> Observable<Element> where Values.Element == Element {
    Observable.create { observer in
      scheduler.scheduleRecursive(values.makeIterator()) { iterator, recurse in
        var iterator = iterator
        guard let value = iterator.next() else { return observer.onCompleted() }
        observer.onNext(value)
        recurse(iterator)
      }
    }
  }
}

extension ObservableType where Element: FixedWidthInteger {
  /// A sequence of `count` consecutive integers from `start`, then completion, each scheduled
  /// on `scheduler`. As ``range(start:count:)``, a range past `Element.max` ends there, and
  /// that is reported.
  public static func range(
    start: Element, count: Element, scheduler: any ImmediateSchedulerType
  ) -> Observable<Element> {
    reportIfPastMax(start: start, count: count)
    return scheduled(on: scheduler, rangeValues(start: start, count: count))
  }
}
