/// An event of one of the two sources of an operator that serializes both (`withLatestFrom`,
/// `take(until:)`, `skip(until:)`, two-source `combineLatest` and `zip`): one item type for its
/// ``Serializer``, typed, so that no value is boxed on its way through.
@usableFromInline
enum EitherSourceEvent<First, Second> {
  case first(Event<First>)
  case second(Event<Second>)
}

/// An event of one of the three sources of a three-source `combineLatest` or `zip`; see
/// ``EitherSourceEvent``.
@usableFromInline
enum ThreeSourceEvent<First, Second, Third> {
  case first(Event<First>)
  case second(Event<Second>)
  case third(Event<Third>)
}
