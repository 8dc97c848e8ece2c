extension ObservableType {
  /// Drops values equal, by `areEqual`, to the value passed on just before.
  @inlinable
  public func distinctUntilChanged(
    _ areEqual: @escaping (Element, Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    lift(isolation: isolation) { sink in
      var previous: Element?
      return { event in
        guard case .next(let element) = event else { return sink.on(event) }
        do {
          if let previous, try areEqual(previous, element) { return }
        } catch {
          return sink.on(.error(error))
        }
        previous = element
        sink.on(event)
      }
    }
  }

  /// Drops values whose key, by `keySelector`, equals the previous value's key.
  @inlinable
  public func distinctUntilChanged<Key: Equatable>(
    _ keySelector: @escaping (Element) throws -> Key, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    distinctUntilChanged({ try keySelector($0) == keySelector($1) }, isolation: isolation)
  }
}

extension ObservableType {
  /// Drops values whose key, by `keySelector`, `comparer` finds equal to the previous value's
  /// key.
  @inlinable
  public func distinctUntilChanged<Key>(
    _ keySelector: @escaping (Element) throws -> Key,
    comparer: @escaping (Key, Key) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    distinctUntilChanged(
      { try comparer(keySelector($0), keySelector($1)) }, isolation: isolation)
  }
}

extension ObservableType where Element: Equatable {
  /// Drops values equal to the value passed on just before.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 == $1 }, isolation: nil)
  }
}
