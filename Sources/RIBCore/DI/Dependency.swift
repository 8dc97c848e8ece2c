/// What a RIB needs from its parent, declared as a protocol of properties.
///
/// The parent's component conforms (often in an extension named `ParentComponent+Child`),
/// which is how static dependencies flow down the tree:
///
/// ```swift
/// protocol OffGameDependency: Dependency {
///   var player1Name: String { get }
///   var scoreStream: ScoreStream { get }
/// }
/// ```
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent, such as the root RIB.
public protocol EmptyDependency: Dependency {}
