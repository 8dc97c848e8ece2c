// Mocks for Welcome's protocols, written by hand in the shape of RIBs' generated mocks, except
// the router, which subclasses RIBTesting's.

import RIBCore
import RIBTesting

final class WelcomeBuildableMock: WelcomeBuildable {

  var buildHandler: ((WelcomeListener) -> WelcomeRouting)?
  var buildCallCount = 0
  func build(withListener listener: WelcomeListener) -> WelcomeRouting {
    buildCallCount += 1
    if let buildHandler = buildHandler {
      return buildHandler(listener)
    }
    return WelcomeRoutingMock(interactable: InteractableMock())
  }
}

final class WelcomeRoutingMock: ViewableRoutingMock, WelcomeRouting {}
