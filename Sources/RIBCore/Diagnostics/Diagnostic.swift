import RIBSupport

/// One report of misuse or a leak: what happened, to which objects, and how to fix it.
///
/// The framework never corrupts the RIB tree or crashes on misuse; it reports a `Diagnostic`
/// through ``Diagnostics`` and leaves things as they were.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `attachChild` with a router that already is a child, of this router or another.
    case childAlreadyAttached
    /// `attachChild` with the router itself.
    case attachToSelf
    /// `attachChild` with an ancestor of the router, which would make the tree a cycle.
    case attachAncestor
    /// `detachChild` with a router that is not a child of this router.
    case detachNonChild
    /// `disposeOnDeactivate(interactor:)` on an interactor that is not active.
    case disposeOnInactiveInteractor
    /// An interactor-bound task started while the interactor is not active.
    case taskOnInactiveInteractor
    /// `disposeOnStop(_:)` on a worker that is not started.
    case disposeOnStoppedWorker
    /// A component builder returned the same component instance for two build passes.
    case componentReused
    /// A workflow subscribed before `commit()`.
    case workflowNotCommitted
    /// An object expected to be deallocated was still alive when its time ran out.
    case leak
    /// A view expected to disappear was still shown when its time ran out.
    case viewDidNotDisappear
    /// Threads waited for each other's locks in a cycle, which would never end. A `dispose()`
    /// that would have waited for a delivery in flight on a thread that waits for it returned
    /// without waiting instead (the delivery may still be running when it returns); a thread
    /// that must hold a lock to go on (two threads feeding each other's subjects) reports the
    /// cycle before it waits, and hangs there. See the Streams guide, "Threads and locks".
    case lockCycle
    /// Events for a closure written in main-actor code pile up on another thread: nothing runs
    /// the main queue (see RIBStreams' `MainActorBacklog`).
    case mainActorBacklog
    /// An error reached a subscription, a `bind`, a `Driver` or a `Binder` that has no way to
    /// handle it (RIBStreams' `subscribe` without `onError`, for example); the report names the
    /// call's file and line. Add an `onError`, or a `catch` upstream.
    case unhandledError
    /// Anything else the framework reports.
    case other
  }

  /// What went wrong.
  public let kind: Kind
  /// A sentence that names the objects involved and, where there is one, the fix.
  public let message: String
  /// The objects involved, in the order the message names them.
  public let subjects: [ObjectDescription]
  /// Where the report was made (the framework call site, or the user's where known).
  public let fileID: String
  /// The line of `fileID`.
  public let line: Int

  /// Creates a diagnostic.
  public init(
    kind: Kind, message: String, subjects: [ObjectDescription] = [],
    fileID: String = #fileID, line: Int = #line
  ) {
    self.kind = kind
    self.message = message
    self.subjects = subjects
    self.fileID = fileID
    self.line = line
  }

  /// The diagnostic a report from below RIBCore (RIBStreams' lock-cycle reports) stands for.
  init(_ report: SupportReport) {
    self.init(
      kind: Kind(rawValue: report.kind) ?? .other, message: report.message,
      subjects: report.subjects.map {
        ObjectDescription(typeName: $0.typeName, identifier: $0.identifier)
      }, fileID: report.fileID ?? #fileID, line: report.line ?? #line)
  }

  /// `[RIBs] kind: message`.
  public var description: String { "[RIBs] \(kind.rawValue): \(message)" }
}

/// A description of an object that does not keep it alive: its type name and identity.
public struct ObjectDescription: Sendable, Hashable, CustomStringConvertible {
  /// The object's dynamic type name, e.g. `LoggedInRouter`.
  public let typeName: String
  /// The object's identity at the time of the report.
  public let identifier: ObjectIdentifier

  /// Describes `object`.
  public init(_ object: AnyObject) {
    typeName = String(describing: type(of: object))
    identifier = ObjectIdentifier(object)
  }

  /// A description made from parts recorded earlier (the leak detector's, for an object that
  /// may be gone by the time it reports).
  init(typeName: String, identifier: ObjectIdentifier) {
    self.typeName = typeName
    self.identifier = identifier
  }

  /// The type name.
  public var description: String { typeName }
}
