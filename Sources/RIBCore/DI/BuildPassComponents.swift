/// Makes the component of each build pass with a componentized builder's component builder,
/// and reports a component builder that hands out the previous pass's instance again: the
/// machinery ``ComponentizedBuilder`` and ``MultiStageComponentizedBuilder`` share, whatever
/// their passes look like.
@MainActor
struct BuildPassComponents<Dependency, Component> {
  private let componentBuilder: (Dependency) -> Component
  /// The previous pass's component, weakly: only its identity matters, and a component that
  /// is gone cannot be handed out again.
  private weak var lastComponent: AnyObject?

  init(_ componentBuilder: @escaping (Dependency) -> Component) {
    self.componentBuilder = componentBuilder
  }

  /// A new pass's component, made from `dependency` for `builder`. If it is the instance of
  /// the previous pass, that is reported and it is returned all the same: there is no other to
  /// build with.
  mutating func make(from dependency: Dependency, for builder: AnyObject) -> Component {
    let component = componentBuilder(dependency)
    // Only class instances have an identity; boxing a value would never match anyway.
    guard type(of: component) is AnyObject.Type else { return component }
    let instance = component as AnyObject
    defer { lastComponent = instance }
    if instance === lastComponent { reportReuse(of: instance, by: builder) }
    return component
  }

  private func reportReuse(of component: AnyObject, by builder: AnyObject) {
    let builderName = ObjectDescription(builder).typeName
    let componentName = ObjectDescription(component).typeName
    Diagnostics.report(
      Diagnostic(
        kind: .componentReused,
        message: "\(builderName)'s component builder returned the same \(componentName)"
          + " instance as for the previous build pass. Each build pass needs a new component"
          + " (a component is one RIB scope); make it in the closure instead of returning a"
          + " stored one. This build proceeds with the reused component.",
        subjects: [ObjectDescription(builder), ObjectDescription(component)]))
  }
}
