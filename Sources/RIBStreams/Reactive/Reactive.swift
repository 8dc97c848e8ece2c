/// The `.rx` namespace of a value: where reactive extensions of a type live, as in RxSwift.
///
/// Extend it with a constraint on `Base` to give a type of yours its own binders and
/// sequences; code that used RxSwift's `Reactive` compiles unchanged.
///
/// ```swift
/// extension Reactive where Base: ScoreBoard {
///   var highlighted: Binder<Bool> {
///     Binder(base) { board, isOn in board.setHighlighted(isOn) }
///   }
/// }
/// scores.map { $0 > 10 }.bind(to: board.rx.highlighted)
/// ```
///
/// For a class, every writable property is also reachable as a ``Binder``:
/// `board.rx.title` binds to `board.title`.
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The value the extensions act on.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// A ``Binder`` that sets the property at `keyPath` of the base object, on the main actor,
  /// for as long as the object lives.
  public subscript<Property>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>
  ) -> Binder<Property> where Base: AnyObject {
    Binder(base) { object, value in object[keyPath: keyPath] = value }
  }
}

extension Reactive: Sendable where Base: Sendable {}
