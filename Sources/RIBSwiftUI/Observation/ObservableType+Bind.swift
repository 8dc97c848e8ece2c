import RIBStreams

/// Writing a stream into an `@Observable` view model's property, for as long as the binding
/// lasts (``bind(to:_:)``).
extension ObservableType {
  /// Writes each element into `object`'s property at `keyPath`, on the main actor: how an
  /// interactor feeds a stream into an `@Observable` view model that a SwiftUI view reads.
  ///
  /// Bind for the RIB's active life, so the binding ends when the interactor deactivates:
  ///
  /// ```swift
  /// override func didBecomeActive() {
  ///   super.didBecomeActive()
  ///   scoreStream.score
  ///     .map { "\($0.player1Score) – \($0.player2Score)" }
  ///     .bind(to: presenter, \.scoreLine)
  ///     .disposeOnDeactivate(interactor: self)
  /// }
  /// ```
  ///
  /// The binding holds `object` weakly: a view model that is gone is no longer written. An
  /// element that arrives on another thread is written on the main thread, in order.
  @preconcurrency @MainActor
  public func bind<Object>(
    to object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Element>
  ) -> any Disposable {
    // `Object` is not constrained to `AnyObject`, so that a presenter typed as its protocol
    // (`any ScoreBoardPresentable`, the usual RIB shape) binds too: an existential of a
    // class-bound protocol is not a class type to generics, but it holds a class instance.
    let target = WeakTarget<Object>(object)
    let property = UncheckedKeyPath(keyPath)
    return subscribe(onNext: { element in
      guard let object = target.object else { return }
      object[keyPath: property.keyPath] = element
    })
  }
}

/// The object a binding writes to, held weakly, whatever its static type.
struct WeakTarget<Object>: @unchecked Sendable {
  private weak var reference: AnyObject?

  init(_ object: Object) { reference = object as AnyObject }

  var object: Object? { reference as? Object }
}

/// A key path carried into a closure that only runs on the main actor (key paths are not
/// `Sendable` in general, since a subscript's arguments may not be).
struct UncheckedKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(_ keyPath: ReferenceWritableKeyPath<Root, Value>) { self.keyPath = keyPath }
}
