// Mocks for the builders and routers of the RIBs under Ordering, written by hand in the shape
// of RIBs' generated mocks; the routers subclass RIBTesting's, which count loads and attaches.

import RIBCore
import RIBTesting

final class MenuBuildableMock: MenuBuildable {

  var buildHandler: ((MenuListener) -> MenuRouting)?
  var buildCallCount = 0
  func build(withListener listener: MenuListener) -> MenuRouting {
    buildCallCount += 1
    if let buildHandler = buildHandler {
      return buildHandler(listener)
    }
    return MenuRoutingMock(interactable: InteractableMock())
  }
}

final class MenuRoutingMock: ViewableRoutingMock, MenuRouting {}

final class CheckoutBuildableMock: CheckoutBuildable {

  var buildHandler: ((CheckoutListener) -> CheckoutRouting)?
  var buildCallCount = 0
  func build(withListener listener: CheckoutListener) -> CheckoutRouting {
    buildCallCount += 1
    if let buildHandler = buildHandler {
      return buildHandler(listener)
    }
    return CheckoutRoutingMock(interactable: InteractableMock())
  }
}

final class CheckoutRoutingMock: ViewableRoutingMock, CheckoutRouting {}
