/// A type that can present itself as a ``ControlProperty``: a sequence of a UI element's
/// value that can also be bound to.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// The value as a ``ControlProperty``.
  func asControlProperty() -> ControlProperty<Element>
}

/// RxCocoa's trait for a UI element's value (a text field's text, a switch's state): its
/// sequence of values, and an observer that sets it.
///
/// ```swift
/// protocol SearchPresentable: Presentable {
///   var query: ControlProperty<String?> { get }
/// }
/// presenter.query.orEmpty
///   .subscribe(onNext: { [weak self] in self?.search($0) })
///   .disposeOnDeactivate(interactor: self)
/// suggestions.first.bind(to: presenter.query)
/// ```
///
/// As for ``ControlEvent``, a subscription is made on the main thread and values arrive on the
/// main actor; whoever makes the property keeps the rest of RxCocoa's contract: the current
/// value first, then the changes the user makes (not the ones set by code), completion when
/// the element goes away, no error. An error sent to the property, which it cannot show, is
/// reported through Diagnostics, naming where it was created.
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The type of the values: `PropertyType`.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>
  private let file: StaticString
  private let line: UInt

  /// Wraps `values`, which must keep the contract above, and `valueSink`, which sets the
  /// value.
  public init<Values: ObservableType, Sink: ObserverType>(
    values: Values, valueSink: Sink, file: StaticString = #fileID, line: UInt = #line
  ) where Element == Values.Element, Element == Sink.Element {
    self.init(
      subscribedOnMain: values.asObservable()
        .deliveringOnMainActor(ifWrittenIn: MainActor.shared)
        .subscribe(on: ConcurrentMainScheduler.instance),
      valueSink: valueSink.asObserver(), file: file, line: line)
  }

  private init(
    subscribedOnMain values: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>,
    file: StaticString, line: UInt
  ) {
    self.values = values
    self.valueSink = valueSink
    self.file = file
    self.line = line
  }

  /// Subscribes an observer, on the main thread; the returned ``Disposable`` ends the
  /// subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The values after the first: the changes, without the value at subscription.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1), file: file, line: line)
  }

  /// The values as an ``Observable``.
  public func asObservable() -> Observable<Element> { values }

  /// `self`.
  public func asControlProperty() -> ControlProperty<Element> { self }

  /// The values as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    Driver(
      nonFailing: values.reportingErrorAsCompletion(
        of: "A ControlProperty created", file: file, line: line
      ).observedOnMockedSharingScheduler())
  }

  /// Sets the value (`.next`) or passes completion on; an error is reported through
  /// Diagnostics.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed:
      valueSink.on(event)
    case .error(let error):
      UnhandledError.report(error, at: "A ControlProperty created", file: file, line: line)
    }
  }

  /// The same property with its values and sink transformed; already subscribed on main.
  func mapped<Result>(
    values transform: @escaping (PropertyType) -> Result,
    sink sinkTransform: @escaping (Result) -> PropertyType
  ) -> ControlProperty<Result> {
    ControlProperty<Result>(
      subscribedOnMain: values.map(transform, isolation: nil),
      valueSink: valueSink.mapObserver(sinkTransform), file: file, line: line)
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as the empty string.
  public var orEmpty: ControlProperty<String> {
    asControlProperty().mapped(values: { $0 ?? "" }, sink: { $0 })
  }
}
