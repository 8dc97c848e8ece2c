// Mocks of the Getting started app's protocols, written with RIBTesting: a framework mock
// subclassed for the RIB's own protocol, and a `MockFunction` for each method.

import RIBCore
import RIBTesting

@testable import DocumentationExamples

final class RootInteractableMock: InteractableMock, RootInteractable {
  weak var router: RootRouting?

  let greetingDidFinishFunction = MockFunction<Void>("RootInteractableMock.greetingDidFinish")
  func greetingDidFinish() { greetingDidFinishFunction.call() }
}

final class RootViewControllableMock: ViewControllableMock, RootViewControllable {
  let presentFunction = MockFunction<ViewControllable, Void>("RootViewControllableMock.present")
  let dismissFunction = MockFunction<ViewControllable, Void>("RootViewControllableMock.dismiss")

  func present(viewController: ViewControllable) { presentFunction.call(viewController) }
  func dismiss(viewController: ViewControllable) { dismissFunction.call(viewController) }
}

final class GreetingBuildableMock: GreetingBuildable {
  let build = MockFunction<GreetingListener, GreetingRouting>(
    "GreetingBuildableMock.build",
    fallback: GreetingRoutingMock(interactable: InteractableMock()))

  var buildHandler: ((GreetingListener) -> GreetingRouting)? {
    get { build.handler }
    set { build.handler = newValue }
  }
  var buildCallCount: Int { build.callCount }

  func build(withListener listener: GreetingListener) -> GreetingRouting {
    build.call(listener)
  }
}

final class GreetingRoutingMock: ViewableRoutingMock, GreetingRouting {}

final class GreetingPresentableMock: PresentableMock, GreetingPresentable {
  weak var listener: GreetingPresentableListener?

  let showFunction = MockFunction<String, Void>("GreetingPresentableMock.show")
  func show(message: String) { showFunction.call(message) }
}

final class GreetingListenerMock: GreetingListener {
  let greetingDidFinishFunction = MockFunction<Void>("GreetingListenerMock.greetingDidFinish")
  func greetingDidFinish() { greetingDidFinishFunction.call() }
}
