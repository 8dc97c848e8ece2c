/// RIBs-iOS's module name, so that code that qualifies a type with it, as
/// `RIBs.Component<…>` to tell the framework's component from a nested `Component` of its
/// own, compiles after `import RIBs` becomes `import RIBCore`.
///
/// Each member is the RIBCore type of the same name.
///
/// ```swift
/// final class ProfileBuilderAdapter: Builder<ProfileDependency> {
///   private final class Component: RIBs.Component<ProfileDependency>, ProfileDependency {}
/// }
/// ```
public enum RIBs {
  /// ``RIBCore/Buildable``.
  public typealias Buildable = RIBCore.Buildable
  /// ``RIBCore/Builder``.
  public typealias Builder<DependencyType> = RIBCore.Builder<DependencyType>
  /// ``RIBCore/ComponentizedBuilder``.
  public typealias ComponentizedBuilder<
    Component, Router, DynamicBuildDependency, DynamicComponentDependency
  > = RIBCore.ComponentizedBuilder<
    Component, Router, DynamicBuildDependency, DynamicComponentDependency
  >
  /// ``RIBCore/SimpleComponentizedBuilder``.
  public typealias SimpleComponentizedBuilder<Component, Router> =
    RIBCore.SimpleComponentizedBuilder<Component, Router>
  /// ``RIBCore/MultiStageComponentizedBuilder``.
  public typealias MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency> =
    RIBCore.MultiStageComponentizedBuilder<Component, Router, DynamicBuildDependency>
  /// ``RIBCore/SimpleMultiStageComponentizedBuilder``.
  public typealias SimpleMultiStageComponentizedBuilder<Component, Router> =
    RIBCore.SimpleMultiStageComponentizedBuilder<Component, Router>
  /// ``RIBCore/Component``.
  public typealias Component<DependencyType> = RIBCore.Component<DependencyType>
  /// ``RIBCore/EmptyComponent``.
  public typealias EmptyComponent = RIBCore.EmptyComponent
  /// ``RIBCore/Dependency``.
  public typealias Dependency = RIBCore.Dependency
  /// ``RIBCore/EmptyDependency``.
  public typealias EmptyDependency = RIBCore.EmptyDependency
  /// ``RIBCore/InteractorScope``.
  public typealias InteractorScope = RIBCore.InteractorScope
  /// ``RIBCore/Interactable``.
  public typealias Interactable = RIBCore.Interactable
  /// ``RIBCore/Interactor``.
  public typealias Interactor = RIBCore.Interactor
  /// ``RIBCore/PresentableInteractor``.
  public typealias PresentableInteractor<PresenterType> =
    RIBCore.PresentableInteractor<PresenterType>
  /// ``RIBCore/Presentable``.
  public typealias Presentable = RIBCore.Presentable
  /// ``RIBCore/Presenter``.
  public typealias Presenter<ViewControllerType> = RIBCore.Presenter<ViewControllerType>
  /// ``RIBCore/RouterLifecycle``.
  public typealias RouterLifecycle = RIBCore.RouterLifecycle
  /// ``RIBCore/RouterScope``.
  public typealias RouterScope = RIBCore.RouterScope
  /// ``RIBCore/Routing``.
  public typealias Routing = RIBCore.Routing
  /// ``RIBCore/Router``.
  public typealias Router<InteractorType> = RIBCore.Router<InteractorType>
  /// ``RIBCore/ViewableRouting``.
  public typealias ViewableRouting = RIBCore.ViewableRouting
  /// ``RIBCore/ViewableRouter``.
  public typealias ViewableRouter<InteractorType, ViewControllerType> =
    RIBCore.ViewableRouter<InteractorType, ViewControllerType>
  /// ``RIBCore/LaunchRouting``.
  public typealias LaunchRouting = RIBCore.LaunchRouting
  /// ``RIBCore/LaunchRouter``.
  public typealias LaunchRouter<InteractorType, ViewControllerType> =
    RIBCore.LaunchRouter<InteractorType, ViewControllerType>
  /// ``RIBCore/ViewControllable``.
  public typealias ViewControllable = RIBCore.ViewControllable
  /// ``RIBCore/Working``.
  public typealias Working = RIBCore.Working
  /// ``RIBCore/Worker``.
  public typealias Worker = RIBCore.Worker
  /// ``RIBCore/Workflow``.
  public typealias Workflow<ActionableItemType> = RIBCore.Workflow<ActionableItemType>
  /// ``RIBCore/Step``.
  public typealias Step<WorkflowActionableItemType, ActionableItemType, ValueType> =
    RIBCore.Step<WorkflowActionableItemType, ActionableItemType, ValueType>
  /// ``RIBCore/LeakDetector``.
  public typealias LeakDetector = RIBCore.LeakDetector
  /// ``RIBCore/LeakDetectionStatus``.
  public typealias LeakDetectionStatus = RIBCore.LeakDetectionStatus
  /// ``RIBCore/LeakDetectionHandle``.
  public typealias LeakDetectionHandle = RIBCore.LeakDetectionHandle
  /// ``RIBCore/LeakDefaultExpectationTime``.
  public typealias LeakDefaultExpectationTime = RIBCore.LeakDefaultExpectationTime
}
