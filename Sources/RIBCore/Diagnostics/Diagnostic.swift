import RIBSupport

/// One report of misuse or a leak: what happened, to which objects, and how to fix it.
///
/// The framework never corrupts the RIB tree or crashes on misuse; it reports a `Diagnostic`
/// through ``Diagnostics`` and leaves things as they were.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The kind's name, as reports print it.
    public let rawValue: String

    /// A kind named `rawValue`. Libraries built on RIBs may define their own kinds as static
    /// members in an extension, as RIBSwiftUI does.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The kind's name.
    public var description: String { rawValue }

    /// `attachChild` with a router that already is a child, of this router or another.
    public static let childAlreadyAttached = Kind(rawValue: "childAlreadyAttached")

    /// `attachChild` with the router itself.
    public static let attachToSelf = Kind(rawValue: "attachToSelf")

    /// `attachChild` with an ancestor of the router, which would make the tree a cycle.
    public static let attachAncestor = Kind(rawValue: "attachAncestor")

    /// `attachChild` on a router whose interactor was active and no longer is (detached,
    /// deactivated, or resigning): the child stays inactive until that interactor activates.
    public static let attachToInactiveParent = Kind(rawValue: "attachToInactiveParent")

    /// `detachChild` with a router that is not a child of this router.
    public static let detachNonChild = Kind(rawValue: "detachNonChild")

    /// `disposeOnDeactivate(interactor:)` on an interactor that is not active.
    public static let disposeOnInactiveInteractor = Kind(rawValue: "disposeOnInactiveInteractor")

    /// An interactor-bound task started while the interactor is not active.
    public static let taskOnInactiveInteractor = Kind(rawValue: "taskOnInactiveInteractor")

    /// `disposeOnStop(_:)` on a worker that is not started.
    public static let disposeOnStoppedWorker = Kind(rawValue: "disposeOnStoppedWorker")

    /// A component builder returned the same component instance for two build passes.
    public static let componentReused = Kind(rawValue: "componentReused")

    /// A workflow subscribed before `commit()`.
    public static let workflowNotCommitted = Kind(rawValue: "workflowNotCommitted")

    /// An object expected to be deallocated was still alive when its time ran out.
    public static let leak = Kind(rawValue: "leak")

    /// A view expected to disappear was still shown when its time ran out.
    public static let viewDidNotDisappear = Kind(rawValue: "viewDidNotDisappear")

    /// A `dispose()` would have waited for a delivery in flight on another thread that itself
    /// waits (directly or through other threads' disposals) for the disposing thread, so the
    /// wait would never end: it returned without waiting instead (nothing new is delivered to
    /// that subscription, but the delivery may still be running when it returns). See the
    /// Streams guide, "Threads and locks".
    public static let lockCycle = Kind(rawValue: "lockCycle")

    /// Events for a closure written in main-actor code pile up on another thread: nothing runs
    /// the main queue (see RIBStreams' `MainActorBacklog`).
    public static let mainActorBacklog = Kind(rawValue: "mainActorBacklog")

    /// An error reached a subscription, a `bind`, a `Driver` or a `Binder` that has no way to
    /// handle it (RIBStreams' `subscribe` without `onError`, for example); the report names the
    /// call's file and line. Add an `onError`, or a `catch` upstream.
    public static let unhandledError = Kind(rawValue: "unhandledError")

    /// Anything else the framework reports.
    public static let other = Kind(rawValue: "other")

    /// The kinds RIBCore and RIBStreams report. Other libraries add kinds of their own, so a
    /// `switch` over kinds needs a `default`.
    public static let builtIn: [Kind] = [
      .childAlreadyAttached,
      .attachToSelf,
      .attachAncestor,
      .attachToInactiveParent,
      .detachNonChild,
      .disposeOnInactiveInteractor,
      .taskOnInactiveInteractor,
      .disposeOnStoppedWorker,
      .componentReused,
      .workflowNotCommitted,
      .leak,
      .viewDidNotDisappear,
      .lockCycle,
      .mainActorBacklog,
      .unhandledError,
      .other,
    ]
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
      kind: Kind(rawValue: report.kind), message: report.message,
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
