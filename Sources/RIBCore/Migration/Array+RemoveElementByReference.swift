/// RIBs' `Array` helper, kept so that code calling it compiles unchanged.
extension Array {
  /// Removes the first element that is the same object as `element`, as RIBs' extension of
  /// this name does; does nothing if there is none.
  ///
  /// Elements are compared by identity, as objects. It is meant for arrays of objects (routers,
  /// views); how values that are not objects compare depends on how the platform boxes them.
  ///
  /// ```swift
  /// children.removeElementByReference(settingsRouter)
  /// ```
  public mutating func removeElementByReference(_ element: Element) {
    let target = element as AnyObject
    guard let index = firstIndex(where: { $0 as AnyObject === target }) else { return }
    remove(at: index)
  }
}
