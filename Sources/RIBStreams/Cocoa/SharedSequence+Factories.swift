// RxCocoa's factories that take any sequence or collection, beside the array forms.
extension SharedSequence {
  /// A sequence of `optional`'s value, or one that completes at once for `nil`.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(nonFailing: .from(optional: optional))
  }

  /// A sequence of the elements of `elements`, in order.
  public static func from<Elements: Sequence>(
    _ elements: Elements
  ) -> SharedSequence<SharingStrategy, Element> where Elements.Element == Element {
    SharedSequence(nonFailing: .from(elements))
  }

  /// Emits the values of every sequence of `sources` as they arrive.
  public static func merge<Sources: Collection>(
    _ sources: Sources
  ) -> SharedSequence<SharingStrategy, Element>
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(mainActorSource: Observable.merge(sources.map(\.source)))
  }
}
