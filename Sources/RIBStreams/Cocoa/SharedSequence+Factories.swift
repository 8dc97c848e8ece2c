// RxCocoa's factories run on its sharing scheduler. Here they emit at once (then on the main
// actor) unless a test mocked ``SharingScheduler``: then, as in RxCocoa, each value and the end
// take a step of the mock's clock (`just` and `empty` are subscribed on it), so an RxTest
// suite reads the same times.
extension SharedSequence {
  /// A sequence of `optional`'s value, or one that completes at once for `nil`.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    emitting(optional.map { [$0] } ?? [])
  }

  /// A sequence of the elements of `elements`, in order.
  public static func from<Elements: Sequence>(
    _ elements: Elements
  ) -> SharedSequence<SharingStrategy, Element> where Elements.Element == Element {
    emitting(elements)
  }

  /// Emits the values of every sequence of `sources` as they arrive.
  public static func merge<Sources: Collection>(
    _ sources: Sources
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: Observable.merge(sources.map(\.source)))
  }
}

extension SharedSequence {
  /// `values` then completion: at once, or one step at a time on a mocked scheduler.
  ///
  /// At once, not in turns of the `CurrentThreadScheduler`: RxCocoa schedules them on the main
  /// scheduler, which runs the first at once on the main thread.
  static func emitting<Values: Sequence>(
    _ values: Values
  ) -> SharedSequence<SharingStrategy, Element> where Values.Element == Element {
    guard let scheduler = SharingScheduler.makeMock() else {
      return SharedSequence(nonFailing: .emittingAtOnce(values))
    }
    return SharedSequence(nonFailing: .from(values, scheduler: scheduler))
  }

  /// `source`, subscribed on a mocked scheduler if there is one.
  static func subscribedOnMockedScheduler(
    _ source: Observable<Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    guard let scheduler = SharingScheduler.makeMock() else {
      return SharedSequence(nonFailing: source)
    }
    return SharedSequence(nonFailing: source.subscribe(on: scheduler))
  }
}
