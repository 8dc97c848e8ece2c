import Dispatch
import RIBStreams
import RIBSupport

// The two checks an expectation ends in, run when its deadline comes.
extension LeakDetector {
  static func checkDeallocation(of weakObject: WeakObject) {
    guard let object = weakObject.object else { return }
    if !isHeldByUIFramework(object, expectedBy: weakObject.source) {
      Diagnostics.report(
        Diagnostic(
          kind: .leak, message: leakMessage(weakObject.description.typeName, weakObject.source),
          subjects: [weakObject.description]))
    }
    // If the owner lets go while this reference exists, the last release must not happen
    // here: the object may be main-actor isolated, and its deinit would run on this thread.
    guard !isMainThread() else { return }
    let reference = RetainedReference(object)
    DispatchQueue.main.async { reference.release() }
  }

  /// Whether `object` is a view that its UI framework releases, expected to go with its owner
  /// (see ``ViewsHeldByUIFramework``).
  private static func isHeldByUIFramework(
    _ object: AnyObject, expectedBy source: LeakExpectationSource?
  ) -> Bool {
    guard case .owner? = source else { return false }
    return ViewsHeldByUIFramework.contains(object)
  }

  private static func leakMessage(_ typeName: String, _ source: LeakExpectationSource?) -> String {
    switch source {
    case .owner(let ownerType)?:
      return "\(typeName) was expected to be deallocated with \(String(describing: ownerType)),"
        + " which was deallocated, but is still alive; something else still holds it (another"
        + " object it is shared with, a retain cycle, or a strong reference from outside the RIB)."
    case .trackedByTest?:
      return "\(typeName), which the test tracked, was expected to be deallocated by the time of"
        + " the check, but is still alive; something still holds it (a retain cycle, or a strong"
        + " reference from outside the RIB)."
    case nil:
      return "\(typeName) was expected to be deallocated but is still alive; something still"
        + " holds it (a retain cycle, or a strong reference from outside the RIB)."
    }
  }

  @preconcurrency @MainActor
  static func checkDisappearance(of weakView: WeakObject) {
    guard let view = weakView.object as? any ViewVisibilityReporting, view.isShown else { return }
    Diagnostics.report(
      Diagnostic(
        kind: .viewDidNotDisappear,
        message: "\(weakView.description.typeName) was expected to disappear but is still"
          + " shown; the RIB that owned it was detached without removing its view.",
        subjects: [weakView.description]))
  }
}
