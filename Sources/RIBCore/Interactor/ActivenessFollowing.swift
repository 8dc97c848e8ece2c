/// Told by an ``Interactor`` after each change of its activeness: the router that drives the
/// interactor's RIB (see ``Interactor/setActivenessFollower(_:)``).
///
/// A direct call rather than a subscription to `isActiveStream`: every RIB has one, and the
/// subscription cost each a subject, an operator and a sink.
@preconcurrency @MainActor
protocol ActivenessFollowing: AnyObject {
  /// Reads the interactor's current state rather than being handed a value: an observer of
  /// the activeness stream may change it again before this call, and the follower must end
  /// in the state the interactor is in.
  func interactorDidChangeActiveness()
}
