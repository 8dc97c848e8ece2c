/// What expected an object to be deallocated, for the leak report to name: the survivor alone
/// does not tell an object shared by two owners, one of which went, from one kept by a cycle.
package enum LeakExpectationSource: @unchecked Sendable {  // A metatype never changes.
  /// The deallocation of an owner of this type, which held the object.
  case owner(AnyObject.Type)
  /// A test that tracked the object and checked that it was gone.
  case trackedByTest
}
