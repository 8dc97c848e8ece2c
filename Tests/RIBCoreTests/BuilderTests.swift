import RIBCore
import RIBStreams
import Testing

// A small RIB, built the way RIBs are: static dependencies from the parent's component,
// dynamic ones as build arguments, and a fresh component per build.

protocol CounterDependency: Dependency {
  var step: Int { get }
}

final class CounterComponent: Component<CounterDependency> {
  let title: String

  init(dependency: CounterDependency, title: String) {
    self.title = title
    super.init(dependency: dependency)
  }

  var counter: BehaviorRelay<Int> { shared { BehaviorRelay(value: 0) } }

  fileprivate var step: Int { dependency.step }
}

@MainActor
final class CounterInteractor: Interactor {
  let title: String
  let step: Int
  let counter: BehaviorRelay<Int>

  init(title: String, step: Int, counter: BehaviorRelay<Int>) {
    self.title = title
    self.step = step
    self.counter = counter
  }

  func increment() { counter.accept(counter.value + step) }
}

@MainActor
final class CounterRouter: Router<CounterInteractor> {}

@MainActor
protocol CounterBuildable: Buildable {
  func build(withTitle title: String) -> CounterRouter
}

@MainActor
final class CounterBuilder: Builder<CounterDependency>, CounterBuildable {
  private(set) var lastComponent: CounterComponent?

  func build(withTitle title: String) -> CounterRouter {
    let component = CounterComponent(dependency: dependency, title: title)
    lastComponent = component
    let interactor = CounterInteractor(
      title: component.title, step: component.step, counter: component.counter)
    return CounterRouter(interactor: interactor)
  }
}

final class ParentScopeComponent: Component<EmptyDependency>, CounterDependency {
  init() { super.init(dependency: EmptyComponent()) }

  var step: Int { 5 }
}

@MainActor
@Suite struct BuilderTests {
  @Test func holdsItsDependency() {
    let parentComponent = ParentScopeComponent()
    let builder = CounterBuilder(dependency: parentComponent)

    #expect(builder.dependency === parentComponent)
  }

  @Test func buildsWithStaticAndDynamicDependencies() {
    let builder = CounterBuilder(dependency: ParentScopeComponent())

    let router = builder.build(withTitle: "first")
    router.interactor.activate()
    router.interactor.increment()

    #expect(router.interactor.title == "first")
    #expect(router.interactor.step == 5)
    #expect(router.interactor.counter.value == 5)
    #expect(builder.lastComponent?.counter === router.interactor.counter)
  }

  @Test func eachBuildHasItsOwnComponentAndSharedInstances() {
    let builder = CounterBuilder(dependency: ParentScopeComponent())

    let first = builder.build(withTitle: "first")
    let firstComponent = builder.lastComponent
    let second = builder.build(withTitle: "second")

    #expect(firstComponent !== builder.lastComponent)
    #expect(first.interactor.counter !== second.interactor.counter)
    first.interactor.increment()
    #expect(second.interactor.counter.value == 0)
  }

  @Test func emptyComponentIsAnEmptyDependency() {
    let component = EmptyComponent()
    let dependency: any EmptyDependency = component

    #expect(dependency === component)
    #expect(Component<EmptyDependency>(dependency: component).dependency === component)
  }
}
