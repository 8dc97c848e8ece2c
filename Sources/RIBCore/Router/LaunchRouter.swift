/// The root router of an application: it shows the root view on a host and starts the tree.
@preconcurrency @MainActor
public protocol LaunchRouting: ViewableRouting {
  /// Shows the root view on `host`, activates the root interactor, then loads the router.
  func launch(from host: any LaunchHost)
}

/// The router of the root RIB.
///
/// ```swift
/// let root = RootBuilder(dependency: AppComponent()).build()
/// root.launch(from: terminal)
/// ```
@preconcurrency @MainActor
open class LaunchRouter<InteractorType, ViewControllerType>: ViewableRouter<
  InteractorType, ViewControllerType
>, LaunchRouting
{
  /// Creates a launch router for `interactor` and `viewController`.
  public override init(interactor: InteractorType, viewController: ViewControllerType) {
    super.init(interactor: interactor, viewController: viewController)
  }

  /// Shows the root view on `host`, activates the root interactor, then loads the router.
  public final func launch(from host: any LaunchHost) {
    host.show(rootViewControllable: viewControllable)
    interactable.activate()
    load()
  }
}
