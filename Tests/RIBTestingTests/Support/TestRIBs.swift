import RIBCore
import RIBStreams

/// A real interactor that logs its lifecycle.
final class LoggingInteractor: Interactor {
  var log: [String] = []

  override func didBecomeActive() {
    super.didBecomeActive()
    log.append("didBecomeActive")
  }

  override func willResignActive() {
    super.willResignActive()
    log.append("willResignActive")
  }
}

/// A real view-less router.
final class PlainRouter: Router<LoggingInteractor> {
  convenience init() {
    self.init(interactor: LoggingInteractor())
  }
}

/// A real view.
final class PlainView: ViewControllable {}

/// A real presentable interactor whose presenter is its view.
final class PresentingInteractor: PresentableInteractor<PlainView> {}

/// A real router with a view.
final class PlainViewableRouter: ViewableRouter<PresentingInteractor, PlainView> {
  convenience init() {
    let view = PlainView()
    self.init(interactor: PresentingInteractor(presenter: view), viewController: view)
  }
}

/// A real launch router.
final class PlainLaunchRouter: LaunchRouter<LoggingInteractor, PlainView> {
  convenience init() {
    self.init(interactor: LoggingInteractor(), viewController: PlainView())
  }
}

/// Something a RIB might keep: it holds whatever it is given.
final class Holder {
  var held: [AnyObject] = []
}

/// A real interactor that holds an object given to it, to make retain cycles on purpose.
final class HoldingInteractor: Interactor {
  var held: AnyObject?
}

/// A real router whose interactor can be made to hold things.
final class HoldingRouter: Router<HoldingInteractor> {
  convenience init() {
    self.init(interactor: HoldingInteractor())
  }
}

/// An error for streams to fail with.
struct TestError: Error, Equatable, CustomStringConvertible {
  let code: Int

  var description: String { "TestError(\(code))" }
}
