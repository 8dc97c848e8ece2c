/// A builder of a RIB. Each RIB declares its own refinement with a `build` method that takes
/// the RIB's dynamic dependencies, e.g.
/// `func build(withListener: LoggedInListener, player1Name: String, player2Name: String) -> LoggedInRouting`.
@preconcurrency @MainActor
public protocol Buildable: AnyObject {}
