/// A type that can present itself as a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
  /// The sequence as a ``ControlEvent``.
  func asControlEvent() -> ControlEvent<Element>
}

/// RxCocoa's trait for the events of a UI element (a tap, an edit ending): no value on
/// subscription, never an error, values on the main actor.
///
/// No UIKit is needed: a presenter protocol exposes what its view emits as a `ControlEvent`,
/// and its interactor subscribes.
///
/// ```swift
/// protocol ScorePresentable: Presentable {
///   var resetTapped: ControlEvent<Void> { get }
/// }
/// presenter.resetTapped
///   .subscribe(onNext: { [weak self] in self?.resetScores() })
///   .disposeOnDeactivate(interactor: self)
/// ```
///
/// A subscription is made on the main thread (at once when subscribing there, else queued for
/// it), and values emitted on another thread are moved to the main actor. Whoever makes the
/// event keeps the rest of the contract: no initial value, completion when the element goes
/// away, no error. An error that arrives anyway is passed on by `subscribe`; the conversions
/// (``ControlEvent/asDriver()``, ``ControlEvent/asSignal()``,
/// ``ControlEvent/asInfallible()``) report it through Diagnostics, naming
/// where the event was created, and complete.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The type of the values: `PropertyType`.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>
  private let file: StaticString
  private let line: UInt

  /// Wraps `events`, which must keep the contract above.
  public init<Events: ObservableType>(
    events: Events, file: StaticString = #fileID, line: UInt = #line
  ) where Events.Element == Element {
    self.events = events.asObservable()
      .deliveringOnMainActor(ifWrittenIn: MainActor.shared)
      .subscribe(on: ConcurrentMainScheduler.instance)
    self.file = file
    self.line = line
  }

  /// Subscribes an observer, on the main thread; the returned ``Disposable`` ends the
  /// subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as an ``Observable``.
  public func asObservable() -> Observable<Element> { events }

  /// `self`.
  public func asControlEvent() -> ControlEvent<Element> { self }

  /// The events as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> {
    Infallible(unchecked: nonFailingEvents)
  }

  /// The events as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    Driver(nonFailing: nonFailingEvents.observedOnMockedSharingScheduler())
  }

  /// The events as a ``Signal``.
  public func asSignal() -> Signal<Element> {
    Signal(nonFailing: nonFailingEvents.observedOnMockedSharingScheduler())
  }

  /// The events, with an error (which breaks the contract) reported and turned into completion.
  private var nonFailingEvents: Observable<Element> {
    events.reportingErrorAsCompletion(of: "A ControlEvent created", file: file, line: line)
  }
}

extension ObservableType {
  /// The sequence, with an error reported through Diagnostics as `what` at `file` and `line`,
  /// and completion in its place: for traits whose contract is that they never fail.
  func reportingErrorAsCompletion(
    of what: String, file: StaticString, line: UInt
  ) -> Observable<Element> {
    self.catch(
      { error in
        UnhandledError.report(error, at: what, file: file, line: line)
        return .empty()
      }, isolation: nil)
  }
}
