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
///
/// `Dependency` is main-actor isolated, as components are, so a protocol refining it is too:
/// the component that reads it and the parent component that conforms to it need no
/// annotation in any build setting.
@preconcurrency @MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent, such as the root RIB.
public protocol EmptyDependency: Dependency {}
