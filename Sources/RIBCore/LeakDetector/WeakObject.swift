/// A weak reference, and a description of its object made while it was alive, that can cross
/// threads: the reference is only compared with `nil` or read on the main actor.
final class WeakObject: @unchecked Sendable {
  weak var object: AnyObject?
  // The type and identity rather than an `ObjectDescription`: describing a type
  // (`String(describing:)`) costs more than all the rest of an expectation, which every
  // deallocated router registers, and is only needed for a report.
  private let objectType: AnyObject.Type
  private let identifier: ObjectIdentifier
  /// What expected the object to go, if known.
  let source: LeakExpectationSource?

  init(_ object: AnyObject, source: LeakExpectationSource? = nil) {
    self.object = object
    objectType = type(of: object)
    identifier = ObjectIdentifier(object)
    self.source = source
  }

  /// The object as it was when the expectation was made.
  var description: ObjectDescription {
    ObjectDescription(typeName: String(describing: objectType), identifier: identifier)
  }
}

/// One strong reference, released by `release()` wherever that runs.
struct RetainedReference: @unchecked Sendable {
  private let reference: Unmanaged<AnyObject>

  init(_ object: AnyObject) { reference = .passRetained(object) }

  func release() { reference.release() }
}
