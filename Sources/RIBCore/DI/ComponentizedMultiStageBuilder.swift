/// A componentized builder whose build pass has several stages: callers read
/// ``componentForCurrentBuildPass`` to prepare things from the component (a view to show
/// early, a child's dependency), then finish with ``finalStageBuild(withDynamicDependency:)``.
///
/// A build pass starts with the first read of ``componentForCurrentBuildPass`` (or with the
/// final stage, if nothing read it) and ends when the final stage returns. Every read of
/// ``componentForCurrentBuildPass`` during a pass returns the same component, and the final
/// stage builds with that one; the next pass makes a new one.
///
/// ```swift
/// final class CheckoutBuilder:
///   MultiStageComponentizedBuilder<CheckoutComponent, CheckoutRouting, CheckoutListener>
/// {
///   init(dependency: CheckoutDependency) {
///     super.init { CheckoutComponent(dependency: dependency) }
///   }
///
///   override func finalStageBuild(
///     with component: CheckoutComponent, _ listener: CheckoutListener
///   ) -> CheckoutRouting {
///     let interactor = CheckoutInteractor(
///       presenter: component.viewController, cart: component.cart)
///     interactor.listener = listener
///     return CheckoutRouter(interactor: interactor, viewController: component.viewController)
///   }
/// }
///
/// // Stage one: show the view while the rest is prepared.
/// host.present(builder.componentForCurrentBuildPass.viewController)
/// // Final stage: same component, then the pass ends.
/// let checkout = builder.finalStageBuild(withDynamicDependency: listener)
/// ```
///
/// A component builder that returns a component an earlier build pass used is reported as for
/// ``ComponentizedBuilder``, and the pass proceeds with it.
@preconcurrency @MainActor
open class MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>: Buildable {
  private var components: BuildPassComponents<Void, Component>
  private var currentPassComponent: Component?

  /// Creates a builder that makes each build pass's component with `componentBuilder`, which
  /// must return a new instance on every call.
  public init(componentBuilder: @escaping () -> Component) {
    components = BuildPassComponents(componentBuilder)
  }

  /// The component of the current build pass: made on the first read of a pass, then the same
  /// instance until ``finalStageBuild(withDynamicDependency:)`` ends the pass.
  ///
  /// ```swift
  /// let viewController = builder.componentForCurrentBuildPass.viewController
  /// ```
  public final var componentForCurrentBuildPass: Component {
    if let currentPassComponent { return currentPassComponent }
    let component = components.make(from: (), for: self)
    currentPassComponent = component
    return component
  }

  /// Ends the build pass: calls ``finalStageBuild(with:_:)`` with the pass's component and
  /// `dynamicDependency`, and returns its router. The next read of
  /// ``componentForCurrentBuildPass`` starts a new pass with a new component.
  ///
  /// ```swift
  /// let checkout = builder.finalStageBuild(withDynamicDependency: listener)
  /// ```
  public final func finalStageBuild(
    withDynamicDependency dynamicDependency: DynamicBuildDependency
  )
    -> Router
  {
    let component = componentForCurrentBuildPass
    // The pass ends when the final stage returns: reads made while it builds still see the
    // same component.
    defer { currentPassComponent = nil }
    return finalStageBuild(with: component, dynamicDependency)
  }

  /// Wires the RIB from the pass's `component` and the dynamic dependency, and returns its
  /// router. Subclasses must override it (without calling `super`).
  ///
  /// ```swift
  /// override func finalStageBuild(
  ///   with component: CheckoutComponent, _ listener: CheckoutListener
  /// ) -> CheckoutRouting {
  ///   CheckoutRouter(interactor: CheckoutInteractor(cart: component.cart, listener: listener))
  /// }
  /// ```
  open func finalStageBuild(
    with component: Component, _ dynamicDependency: DynamicBuildDependency
  )
    -> Router
  {
    preconditionFailure("\(type(of: self)) must override finalStageBuild(with:_:)")
  }
}

/// A ``MultiStageComponentizedBuilder`` whose final stage takes no dynamic dependency.
///
/// ```swift
/// final class OnboardingBuilder:
///   SimpleMultiStageComponentizedBuilder<OnboardingComponent, OnboardingRouting>
/// {
///   init(dependency: OnboardingDependency) {
///     super.init { OnboardingComponent(dependency: dependency) }
///   }
///
///   override func finalStageBuild(with component: OnboardingComponent) -> OnboardingRouting {
///     OnboardingRouter(
///       interactor: OnboardingInteractor(presenter: component.viewController),
///       viewController: component.viewController)
///   }
/// }
///
/// host.present(builder.componentForCurrentBuildPass.viewController)
/// let onboarding = builder.finalStageBuild()
/// ```
@preconcurrency @MainActor
open class SimpleMultiStageComponentizedBuilder<Component, Router>:
  MultiStageComponentizedBuilder<Component, Router, Void>
{
  /// Creates a builder that makes each build pass's component with `componentBuilder`, which
  /// must return a new instance on every call.
  public override init(componentBuilder: @escaping () -> Component) {
    super.init(componentBuilder: componentBuilder)
  }

  /// Ends the build pass: calls ``finalStageBuild(with:)`` with the pass's component.
  public final func finalStageBuild() -> Router {
    finalStageBuild(withDynamicDependency: ())
  }

  /// Wires the RIB from the pass's `component` and returns its router. Subclasses must
  /// override it (without calling `super`).
  open func finalStageBuild(with component: Component) -> Router {
    preconditionFailure("\(type(of: self)) must override finalStageBuild(with:)")
  }

  /// Forwards to ``finalStageBuild(with:)``.
  public final override func finalStageBuild(
    with component: Component, _ dynamicDependency: Void
  )
    -> Router
  {
    finalStageBuild(with: component)
  }
}
