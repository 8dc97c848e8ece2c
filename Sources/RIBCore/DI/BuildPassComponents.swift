/// Makes the component of each build pass with a componentized builder's component builder,
/// and reports a component builder that hands out a component that a build pass already used:
/// the machinery ``ComponentizedBuilder`` and ``MultiStageComponentizedBuilder`` share, whatever
/// their passes look like.
@preconcurrency @MainActor
struct BuildPassComponents<Dependency, Component> {
  private let componentBuilder: (Dependency) -> Component

  init(_ componentBuilder: @escaping (Dependency) -> Component) {
    self.componentBuilder = componentBuilder
  }

  /// A new pass's component, made from `dependency` for `builder`. If a build pass (of this
  /// builder or another) already used that instance, that is reported and it is returned all
  /// the same: there is no other to build with.
  func make(from dependency: Dependency, for builder: AnyObject) -> Component {
    let component = componentBuilder(dependency)
    // Only class instances have an identity; boxing a value would never match anyway.
    guard type(of: component) is AnyObject.Type else { return component }
    let instance = component as AnyObject
    if let earlierBuilder = UsedComponents.markUsed(instance, by: builder) {
      reportReuse(of: instance, by: builder, earlierBuilder: earlierBuilder)
    }
    return component
  }

  private func reportReuse(
    of component: AnyObject, by builder: AnyObject, earlierBuilder: any AnyObject.Type
  ) {
    let builderName = ObjectDescription(builder).typeName
    let componentName = ObjectDescription(component).typeName
    let earlier =
      ObjectIdentifier(earlierBuilder) == ObjectIdentifier(type(of: builder))
      ? "an earlier build pass" : "a build pass of \(String(describing: earlierBuilder))"
    Diagnostics.report(
      Diagnostic(
        kind: .componentReused,
        message: "\(builderName)'s component builder returned a \(componentName) instance that"
          + " \(earlier) already used. Each build pass needs a new component (a component is"
          + " one RIB scope); make it in the closure instead of returning a stored one. This"
          + " build proceeds with the reused component.",
        subjects: [ObjectDescription(builder), ObjectDescription(component)]))
  }
}

/// A component that remembers, in itself, that a build pass used it: ``Component`` and
/// ``EmptyComponent``, which nearly every componentized builder makes.
@preconcurrency @MainActor
protocol BuildPassMarked: AnyObject {
  /// The type of the builder whose build pass first used this component, if one did.
  var firstBuilderType: (any AnyObject.Type)? { get set }
}

/// Which components a build pass already used, so that a component builder handing one out
/// again is caught whenever it does, not only right after the pass that used it.
///
/// A ``Component`` or ``EmptyComponent`` carries the mark itself: a stored type, no lookup,
/// nothing kept once it is gone. A component of any other class is remembered here weakly, by
/// identity; dead entries are swept once they could make up half the table, so the table stays
/// within twice the components alive.
@preconcurrency @MainActor
enum UsedComponents {
  private struct Entry {
    weak var component: AnyObject?
    let builderType: any AnyObject.Type
  }

  private static var others: [ObjectIdentifier: Entry] = [:]
  private static var sweepThreshold = 64

  /// Marks `component` as used by a build pass of `builder`. Returns the type of the builder
  /// whose pass used it first if one did, else `nil`.
  static func markUsed(_ component: AnyObject, by builder: AnyObject) -> (any AnyObject.Type)? {
    if let marked = component as? any BuildPassMarked {
      if let earlier = marked.firstBuilderType { return earlier }
      marked.firstBuilderType = type(of: builder)
      return nil
    }
    let key = ObjectIdentifier(component)
    // A dead entry under the same identifier was another object at the same address.
    if let entry = others[key], entry.component != nil { return entry.builderType }
    others[key] = Entry(component: component, builderType: type(of: builder))
    if others.count >= sweepThreshold {
      others = others.filter { $0.value.component != nil }
      sweepThreshold = max(64, others.count * 2)
    }
    return nil
  }
}
