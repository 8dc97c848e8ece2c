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
/// annotation in any build setting. A module built in the Swift 5 language mode keeps that
/// isolation to itself: a dependency protocol it declares for a module built in Swift 6 to adopt
/// is marked `@MainActor`.
@preconcurrency @MainActor
public protocol Dependency: AnyObject {}

/// The dependency of a RIB that needs nothing from its parent, such as the root RIB.
public protocol EmptyDependency: Dependency {}
