import RIBCore
import Testing

/// A builder with a component of its own named `Component`, which names the framework's with
/// RIBs' module name, as builder adapters in RIBs apps do.
@MainActor
private final class GreetingBuilder: RIBs.Builder<RIBs.EmptyDependency> {
  final class Component: RIBs.Component<RIBs.EmptyDependency> {
    var greeting: String { shared { "hello" } }
  }

  func build() -> (router: any RIBs.Routing, greeting: String) {
    let component = Component(dependency: dependency)
    return (RIBs.Router(interactor: RIBs.Interactor()), component.greeting)
  }
}

@MainActor
@Suite struct RIBsNamespaceTests {
  @Test func typesQualifiedWithRIBsModuleNameAreRIBCoreTypes() {
    let builder = GreetingBuilder(dependency: EmptyComponent())
    let built = builder.build()
    let router: Router<Interactor>? = built.router as? Router<Interactor>
    #expect(router != nil)
    #expect(built.greeting == "hello")
    let interactable: any RIBs.Interactable = built.router.interactable
    #expect(!interactable.isActive)
  }
}
