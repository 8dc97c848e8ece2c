import RIBSupport

/// The main-actor half of a RIB object's `deinit`.
///
/// The framework's base classes declare a plain `deinit`, not an `isolated deinit`, so that a
/// user's subclass can declare a plain `deinit` of its own in any build setting. What their
/// deinit must do on the main actor (deactivate, detach children, tell the leak detector) is
/// gathered into a value and run here: at once when the object is released on the main thread,
/// which is nearly always, else on the main actor's next turn.
enum MainActorTeardown {
  static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isMainThread() {
      MainActor.assumeIsolated { work() }
    } else {
      Task { @MainActor in work() }
    }
  }
}

/// Lets a deinit hand main-actor state to ``MainActorTeardown``.
///
/// The state belongs to an object being deinitialised, which nothing else can reach any more,
/// and it is only touched again on the main actor, by the teardown that takes it. Taken, not
/// read: what the teardown lets go of (a router's children) must not stay referenced by the
/// closure until it is destroyed, or each level of a deep tree would be released inside the
/// one above it.
final class TeardownState<Value>: @unchecked Sendable {
  private var value: Value?

  init(_ value: Value) { self.value = value }

  func take() -> Value? {
    defer { value = nil }
    return value
  }
}
