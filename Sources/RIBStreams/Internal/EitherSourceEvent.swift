/// An event of one of the two sources of an operator that serializes both (`withLatestFrom`,
/// `take(until:)`, `skip(until:)`): one item type for its ``Serializer``.
enum EitherSourceEvent<First, Second> {
  case first(Event<First>)
  case second(Event<Second>)
}
