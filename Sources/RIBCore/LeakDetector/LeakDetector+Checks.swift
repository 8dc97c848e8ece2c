import Dispatch
import RIBStreams
import RIBSupport

// The two checks an expectation ends in, run when its deadline comes.
extension LeakDetector {
  static func checkDeallocation(of weakObject: WeakObject) {
    guard let object = weakObject.object else { return }
    Diagnostics.report(
      Diagnostic(
        kind: .leak,
        message: "\(weakObject.description.typeName) was expected to be deallocated but is"
          + " still alive; something still holds it (a retain cycle, or a strong reference"
          + " from outside the RIB).",
        subjects: [weakObject.description]))
    // If the owner lets go while this reference exists, the last release must not happen
    // here: the object may be main-actor isolated, and its deinit would run on this thread.
    guard !isMainThread() else { return }
    let reference = RetainedReference(object)
    DispatchQueue.main.async { reference.release() }
  }

  @MainActor
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
