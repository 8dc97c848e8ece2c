extension ObservableType {
  /// Emits each event of this sequence as a value, then completes; never fails.
  @inlinable
  public func materialize() -> Observable<Event<Element>> {
    lift { sink in
      { event in
        sink.on(.next(event))
        if event.isStopEvent { sink.on(.completed) }
      }
    }
  }
}

/// A type that carries an ``Event``: what ``ObservableType/dematerialize()`` accepts.
public protocol EventConvertible {
  /// The type of the event's value.
  associatedtype Element

  /// The event.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  public var event: Event<Element> { self }
}

extension ObservableType where Element: EventConvertible {
  /// Turns values that are events back into the events they describe.
  @inlinable
  public func dematerialize() -> Observable<Element.Element> {
    lift { sink in
      { event in
        switch event {
        case .next(let element): sink.on(element.event)
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }
}
