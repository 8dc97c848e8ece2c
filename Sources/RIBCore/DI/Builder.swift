/// Builds a RIB from the dependencies its parent provides.
///
/// A builder holds the RIB's *static* dependencies (the parent's component, seen through the
/// RIB's `Dependency` protocol) and receives its *dynamic* ones as `build` arguments. It makes
/// the RIB's component, interactor, view and router, wires them, and returns the router.
///
/// ```swift
/// protocol OffGameBuildable: Buildable {
///   func build(withListener listener: OffGameListener) -> OffGameRouting
/// }
///
/// final class OffGameBuilder: Builder<OffGameDependency>, OffGameBuildable {
///   func build(withListener listener: OffGameListener) -> OffGameRouting {
///     let component = OffGameComponent(dependency: dependency)
///     let viewController = OffGameViewController(player1Name: component.player1Name)
///     let interactor = OffGameInteractor(presenter: viewController,
///                                        scoreStream: component.scoreStream)
///     interactor.listener = listener
///     return OffGameRouter(interactor: interactor, viewController: viewController)
///   }
/// }
/// ```
@preconcurrency @MainActor
open class Builder<DependencyType>: Buildable {
  /// What the parent provides to this RIB.
  public let dependency: DependencyType

  /// Creates a builder with the parent's dependency.
  public init(dependency: DependencyType) {
    self.dependency = dependency
  }
}
