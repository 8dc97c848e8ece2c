/// A builder that makes a new component for every build pass and hands it to ``build(with:_:)``,
/// where a subclass wires the RIB.
///
/// Unlike ``Builder``, which holds the parent's dependency and leaves making the component to
/// `build`, a componentized builder receives a *component builder*: a closure that makes the
/// RIB's component from the dynamic dependencies the component needs. Each call of
/// `build(withDynamicBuildDependency:dynamicComponentDependency:)` runs it
/// once, so every RIB instance gets its own scope (its own `shared` singletons).
///
/// The generic parameters are the component, the router the builder returns, the dynamic
/// dependency that `build(with:_:)` receives (`Void` if none), and the dynamic dependency that
/// the component builder receives (`Void` if none).
///
/// ```swift
/// final class ProfileBuilder:
///   ComponentizedBuilder<ProfileComponent, ProfileRouting, ProfileListener, UserID>
/// {
///   init(dependency: ProfileDependency) {
///     super.init { userID in ProfileComponent(dependency: dependency, userID: userID) }
///   }
///
///   override func build(
///     with component: ProfileComponent, _ listener: ProfileListener
///   ) -> ProfileRouting {
///     let viewController = ProfileViewController()
///     let interactor = ProfileInteractor(presenter: viewController, user: component.user)
///     interactor.listener = listener
///     return ProfileRouter(interactor: interactor, viewController: viewController)
///   }
/// }
///
/// let profile: ProfileRouting = builder.build(
///   withDynamicBuildDependency: listener, dynamicComponentDependency: userID)
/// ```
///
/// ## A component builder that reuses its component
/// The component builder must return a new instance each time: a component is one RIB scope,
/// and two RIB instances sharing one would share its singletons (its streams, its stores).
/// If it returns an instance that an earlier build pass used (of this builder or of another,
/// however many passes ago), the mistake is reported through ``Diagnostics`` as
/// ``Diagnostic/Kind/componentReused``, and the build proceeds with that component, as there
/// is no other to build with. Components that are value types cannot be compared and are not
/// checked. A ``Component`` or ``EmptyComponent`` carries the mark of its first pass itself;
/// a component of another class is remembered weakly in a table of its own.
@preconcurrency @MainActor
open class ComponentizedBuilder<
  Component, Router, DynamicBuildDependency, DynamicComponentDependency
>: Buildable {
  private var components: BuildPassComponents<DynamicComponentDependency, Component>

  /// Creates a builder that makes each build pass's component with `componentBuilder`.
  ///
  /// - Parameter componentBuilder: Makes a new component from the dynamic dependency the
  ///   component needs. It must return a new instance on every call.
  public init(componentBuilder: @escaping (DynamicComponentDependency) -> Component) {
    components = BuildPassComponents(componentBuilder)
  }

  /// Builds the RIB: makes a new component from `dynamicComponentDependency`, then calls
  /// ``build(with:_:)`` with it and `dynamicBuildDependency`.
  ///
  /// ```swift
  /// let router: ProfileRouting = builder.build(
  ///   withDynamicBuildDependency: listener, dynamicComponentDependency: userID)
  /// ```
  public final func build(
    withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
    dynamicComponentDependency: DynamicComponentDependency
  ) -> Router {
    let (_, router): (Component, Router) = build(
      withDynamicBuildDependency: dynamicBuildDependency,
      dynamicComponentDependency: dynamicComponentDependency)
    return router
  }

  /// Builds the RIB like the overload that returns only the router, and also returns the
  /// component of this build pass (tests use it to inspect the scope). Pick this overload with
  /// a type annotation:
  ///
  /// ```swift
  /// let (component, router): (ProfileComponent, ProfileRouting) = builder.build(
  ///   withDynamicBuildDependency: listener, dynamicComponentDependency: userID)
  /// ```
  public final func build(
    withDynamicBuildDependency dynamicBuildDependency: DynamicBuildDependency,
    dynamicComponentDependency: DynamicComponentDependency
  ) -> (Component, Router) {
    let component = components.make(from: dynamicComponentDependency, for: self)
    return (component, build(with: component, dynamicBuildDependency))
  }

  /// Wires the RIB from this build pass's `component` and the dynamic build dependency, and
  /// returns its router. Subclasses must override it (without calling `super`).
  ///
  /// ```swift
  /// override func build(
  ///   with component: ProfileComponent, _ listener: ProfileListener
  /// ) -> ProfileRouting {
  ///   ProfileRouter(interactor: ProfileInteractor(user: component.user, listener: listener))
  /// }
  /// ```
  open func build(
    with component: Component, _ dynamicBuildDependency: DynamicBuildDependency
  )
    -> Router
  {
    preconditionFailure("\(type(of: self)) must override build(with:_:)")
  }
}

/// A ``ComponentizedBuilder`` without dynamic dependencies: the component builder takes no
/// argument, and neither does ``build()``.
///
/// ```swift
/// final class SettingsBuilder: SimpleComponentizedBuilder<SettingsComponent, SettingsRouting> {
///   init(dependency: SettingsDependency) {
///     super.init { SettingsComponent(dependency: dependency) }
///   }
///
///   override func build(with component: SettingsComponent) -> SettingsRouting {
///     let viewController = SettingsViewController()
///     let interactor = SettingsInteractor(presenter: viewController, store: component.store)
///     return SettingsRouter(interactor: interactor, viewController: viewController)
///   }
/// }
///
/// let settings = builder.build()
/// ```
@preconcurrency @MainActor
open class SimpleComponentizedBuilder<Component, Router>:
  ComponentizedBuilder<Component, Router, Void, Void>
{
  /// Creates a builder that makes each build pass's component with `componentBuilder`, which
  /// must return a new instance on every call.
  public init(componentBuilder: @escaping () -> Component) {
    super.init(componentBuilder: { _ in componentBuilder() })
  }

  /// Builds the RIB: makes a new component, then calls ``build(with:)`` with it.
  public final func build() -> Router {
    build(withDynamicBuildDependency: (), dynamicComponentDependency: ())
  }

  /// Wires the RIB from this build pass's `component` and returns its router. Subclasses must
  /// override it (without calling `super`).
  open func build(with component: Component) -> Router {
    preconditionFailure("\(type(of: self)) must override build(with:)")
  }

  /// Forwards to ``build(with:)``.
  public final override func build(
    with component: Component, _ dynamicBuildDependency: Void
  )
    -> Router
  {
    build(with: component)
  }
}
