extension ObservableType {
  /// This sequence as a ``Single``: its one value, once it completes. Fails with
  /// ``RxError/noElements`` if it completes without a value and with
  /// ``RxError/moreThanOneElement`` at a second value.
  @inlinable
  public func asSingle() -> Single<Element> {
    Single(unchecked: atMostOne(requiringOne: true))
  }

  /// This sequence as a ``Maybe``: its value, if any, once it completes. Fails with
  /// ``RxError/moreThanOneElement`` at a second value.
  @inlinable
  public func asMaybe() -> Maybe<Element> {
    Maybe(unchecked: atMostOne(requiringOne: false))
  }

  /// A ``Single`` of this sequence's first value, or `nil` if it completes without one.
  @inlinable
  public func first() -> Single<Element?> {
    Single(
      unchecked: lift { sink in
        { event in
          switch event {
          case .next(let element):
            sink.on(.next(element))
            sink.on(.completed)
          case .error(let error): sink.on(.error(error))
          case .completed:
            sink.on(.next(nil))
            sink.on(.completed)
          }
        }
      })
  }

  @inlinable
  func atMostOne(requiringOne: Bool) -> Observable<Element> {
    lift { sink in
      var value: Element?
      return { event in
        switch event {
        case .next(let element):
          guard value == nil else { return sink.on(.error(RxError.moreThanOneElement)) }
          value = element
        case .error(let error):
          sink.on(.error(error))
        case .completed:
          if let value {
            sink.on(.next(value))
            sink.on(.completed)
          } else if requiringOne {
            sink.on(.error(RxError.noElements))
          } else {
            sink.on(.completed)
          }
        }
      }
    }
  }
}

extension ObservableType where Element == Never {
  /// This sequence as a ``Completable``.
  @inlinable
  public func asCompletable() -> Completable {
    Completable(unchecked: asObservable())
  }
}
