/// The lifecycle events of a router.
public enum RouterLifecycle: Sendable, Hashable {
  /// The router has loaded: it is attached and its interactor is active.
  case didLoad
}
