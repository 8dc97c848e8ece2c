import RIBCore
import RIBTesting
import Testing

// MARK: - Fixtures

private final class CBComponent: Component<EmptyDependency> {
  let seed: Int

  init(seed: Int = 0) {
    self.seed = seed
    super.init(dependency: CBParentComponent())
  }
}

private final class CBParentComponent: EmptyComponent {}

/// What the builders under test return: the component and dynamic dependency they were given.
@MainActor
private final class CBRouter {
  let component: CBComponent
  let buildDependency: String

  init(component: CBComponent, buildDependency: String) {
    self.component = component
    self.buildDependency = buildDependency
  }
}

@MainActor
private final class CBBuilder: ComponentizedBuilder<CBComponent, CBRouter, String, Int> {
  override func build(with component: CBComponent, _ dynamicBuildDependency: String) -> CBRouter {
    CBRouter(component: component, buildDependency: dynamicBuildDependency)
  }
}

@MainActor
private final class CBSimpleBuilder: SimpleComponentizedBuilder<CBComponent, CBRouter> {
  override func build(with component: CBComponent) -> CBRouter {
    CBRouter(component: component, buildDependency: "simple")
  }
}

@MainActor
private final class CBMultiStageBuilder:
  MultiStageComponentizedBuilder<CBComponent, CBRouter, String>
{
  /// The component that `componentForCurrentBuildPass` returned inside the final stage.
  var componentReadDuringFinalStage: CBComponent?

  override func finalStageBuild(
    with component: CBComponent, _ dynamicDependency: String
  )
    -> CBRouter
  {
    componentReadDuringFinalStage = componentForCurrentBuildPass
    return CBRouter(component: component, buildDependency: dynamicDependency)
  }
}

@MainActor
private final class CBSimpleMultiStageBuilder:
  SimpleMultiStageComponentizedBuilder<CBComponent, CBRouter>
{
  override func finalStageBuild(with component: CBComponent) -> CBRouter {
    CBRouter(component: component, buildDependency: "simple")
  }
}

// MARK: - Tests

@MainActor
@Suite struct ComponentizedBuilderTests {
  @Test func makesANewComponentForEveryBuildPass() {
    var made = 0
    let builder = CBBuilder { seed in
      made += 1
      return CBComponent(seed: seed)
    }

    let first: CBRouter = builder.build(
      withDynamicBuildDependency: "a", dynamicComponentDependency: 1)
    let second: CBRouter = builder.build(
      withDynamicBuildDependency: "b", dynamicComponentDependency: 2)

    #expect(made == 2)
    #expect(first.component !== second.component)
  }

  @Test func dynamicDependenciesReachTheComponentAndTheBuild() {
    let builder = CBBuilder { seed in CBComponent(seed: seed) }

    let (component, router): (CBComponent, CBRouter) = builder.build(
      withDynamicBuildDependency: "listener", dynamicComponentDependency: 42)

    #expect(component.seed == 42)
    #expect(router.component === component)
    #expect(router.buildDependency == "listener")
  }

  @Test func simpleBuilderBuildsWithoutArguments() {
    let builder = CBSimpleBuilder { CBComponent(seed: 7) }

    let first = builder.build()
    let second = builder.build()

    #expect(first.component.seed == 7)
    #expect(first.buildDependency == "simple")
    #expect(first.component !== second.component)
  }

  @Test func reportsAComponentBuilderThatReusesItsComponent() {
    let stored = CBComponent()
    let builder = CBBuilder { _ in stored }
    let diagnostics = DiagnosticsCollector()

    let (first, second): (CBRouter, CBRouter) = diagnostics.collect {
      (
        builder.build(withDynamicBuildDependency: "a", dynamicComponentDependency: 0),
        builder.build(withDynamicBuildDependency: "b", dynamicComponentDependency: 0)
      )
    }

    // Reported once, for the second pass, naming both types; the build still happened.
    #expect(diagnostics.kinds == [.componentReused])
    let message = diagnostics.messages.first ?? ""
    #expect(message.contains("CBBuilder"))
    #expect(message.contains("CBComponent"))
    #expect(
      diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["CBBuilder", "CBComponent"])
    #expect(first.component === stored)
    #expect(second.component === stored)
    #expect(second.buildDependency == "b")
  }

  @Test func simpleBuilderReportsReuseToo() {
    let stored = CBComponent()
    let builder = CBSimpleBuilder { stored }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      _ = builder.build()
      _ = builder.build()
      _ = builder.build()
    }

    #expect(diagnostics.kinds == [.componentReused, .componentReused])
  }

  @Test func reportsAComponentReusedAfterAnotherPass() {
    let stored = CBComponent()
    var passes = 0
    let builder = CBSimpleBuilder {
      passes += 1
      return passes == 2 ? CBComponent() : stored
    }
    let diagnostics = DiagnosticsCollector()

    let routers = diagnostics.collect { [builder.build(), builder.build(), builder.build()] }

    // A, B, A: the third pass hands out the first pass's component again.
    #expect(diagnostics.kinds == [.componentReused])
    #expect(
      diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["CBSimpleBuilder", "CBComponent"])
    #expect(routers[2].component === stored)
  }

  @Test func reportsAComponentAnotherBuilderAlreadyUsed() {
    let stored = CBComponent()
    let first = CBSimpleBuilder { stored }
    let second = CBBuilder { _ in stored }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      _ = first.build()
      let _: CBRouter = second.build(withDynamicBuildDependency: "b", dynamicComponentDependency: 0)
    }

    #expect(diagnostics.kinds == [.componentReused])
    #expect(diagnostics.messages.first?.contains("CBBuilder") == true)
    #expect(diagnostics.messages.first?.contains("CBSimpleBuilder") == true)
  }

  @Test func reportsAPlainClassComponentReusedAfterAnotherPass() {
    let stored = CBPlainComponent()
    var passes = 0
    let builder = CBPlainBuilder {
      passes += 1
      return passes == 2 ? CBPlainComponent() : stored
    }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      _ = builder.build()
      _ = builder.build()
      _ = builder.build()
    }

    #expect(diagnostics.kinds == [.componentReused])
    #expect(diagnostics.messages.first?.contains("CBPlainComponent") == true)
  }

  @Test func newComponentsAreNeverTakenForReusedOnes() {
    // Each component is released before the next is made, so a new one may get the address
    // of an old one: identity alone must not be taken for reuse.
    let plainBuilder = CBPlainBuilder { CBPlainComponent() }
    let builder = CBSimpleBuilder { CBComponent() }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      for _ in 0..<200 {
        _ = plainBuilder.build()
        _ = builder.build()
      }
    }

    #expect(diagnostics.kinds.isEmpty)
  }

  @Test func multiStageReportsAComponentReusedAfterAnotherPass() {
    let stored = CBComponent()
    var passes = 0
    let builder = CBSimpleMultiStageBuilder {
      passes += 1
      return passes == 2 ? CBComponent() : stored
    }
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect {
      _ = builder.finalStageBuild()
      _ = builder.finalStageBuild()
      _ = builder.finalStageBuild()
    }

    #expect(diagnostics.kinds == [.componentReused])
  }

  @Test func multiStageKeepsOneComponentThroughoutAPass() {
    var made = 0
    let builder = CBMultiStageBuilder {
      made += 1
      return CBComponent(seed: made)
    }

    let early = builder.componentForCurrentBuildPass
    let again = builder.componentForCurrentBuildPass
    let router = builder.finalStageBuild(withDynamicDependency: "listener")

    #expect(made == 1)
    #expect(early === again)
    #expect(router.component === early)
    #expect(builder.componentReadDuringFinalStage === early)
    #expect(router.buildDependency == "listener")
  }

  @Test func multiStageStartsANewPassAfterTheFinalStage() {
    let builder = CBMultiStageBuilder { CBComponent() }

    let firstPass = builder.componentForCurrentBuildPass
    let firstRouter = builder.finalStageBuild(withDynamicDependency: "first")
    let secondPass = builder.componentForCurrentBuildPass
    let secondRouter = builder.finalStageBuild(withDynamicDependency: "second")
    // A pass with no early read makes its component in the final stage.
    let thirdRouter = builder.finalStageBuild(withDynamicDependency: "third")

    #expect(firstRouter.component === firstPass)
    #expect(secondPass !== firstPass)
    #expect(secondRouter.component === secondPass)
    #expect(thirdRouter.component !== secondPass)
    #expect(thirdRouter.buildDependency == "third")
  }

  @Test func multiStageReportsAReusedComponentOncePerPass() {
    let stored = CBComponent()
    let builder = CBSimpleMultiStageBuilder { stored }
    let diagnostics = DiagnosticsCollector()

    let routers = diagnostics.collect {
      // First pass: several reads, one component, nothing to report.
      _ = builder.componentForCurrentBuildPass
      _ = builder.componentForCurrentBuildPass
      let first = builder.finalStageBuild()
      // Second pass: the builder hands back the same instance.
      _ = builder.componentForCurrentBuildPass
      let second = builder.finalStageBuild()
      return [first, second]
    }

    #expect(diagnostics.kinds == [.componentReused])
    #expect(diagnostics.messages.first?.contains("CBSimpleMultiStageBuilder") == true)
    #expect(routers.allSatisfy { $0.component === stored })
  }

  @Test func valueTypeComponentsAreNotChecked() {
    let builder = CBValueBuilder { 3 }
    let diagnostics = DiagnosticsCollector()

    let results = diagnostics.collect { [builder.build(), builder.build()] }

    #expect(diagnostics.kinds.isEmpty)
    #expect(results == [3, 3])
  }
}

@MainActor
private final class CBValueBuilder: SimpleComponentizedBuilder<Int, Int> {
  override func build(with component: Int) -> Int { component }
}

/// A component that is a class of its own, not a ``Component``.
@MainActor
private final class CBPlainComponent {}

@MainActor
private final class CBPlainBuilder: SimpleComponentizedBuilder<CBPlainComponent, CBPlainComponent> {
  override func build(with component: CBPlainComponent) -> CBPlainComponent { component }
}
