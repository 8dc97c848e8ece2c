extension ObservableType {
  /// Drops values whose property at `keyPath` equals the previous value's.
  @inlinable
  public func distinctUntilChanged<Property: Equatable>(
    at keyPath: KeyPath<Element, Property>
  )
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] == $1[keyPath: keyPath] }, isolation: nil)
  }
}
