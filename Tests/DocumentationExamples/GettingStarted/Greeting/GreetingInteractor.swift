import RIBCore

/// What Greeting's interactor asks of its router. Greeting has no children, so nothing.
protocol GreetingRouting: ViewableRouting {}

/// What Greeting's interactor asks of its view.
protocol GreetingPresentable: Presentable {
  var listener: GreetingPresentableListener? { get set }
  func show(message: String)
}

/// What Greeting tells its parent. `@MainActor`, like the interactors that adopt it: a protocol
/// that refines only `AnyObject` is not main-actor isolated by itself (see the guide).
@MainActor
protocol GreetingListener: AnyObject {
  func greetingDidFinish()
}

final class GreetingInteractor: PresentableInteractor<GreetingPresentable>,
  GreetingInteractable, GreetingPresentableListener
{
  weak var router: GreetingRouting?
  weak var listener: GreetingListener?
  private let salutation: String

  init(presenter: GreetingPresentable, salutation: String) {
    self.salutation = salutation
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - GreetingPresentableListener

  func didEnter(name: String) {
    if name.isEmpty {
      listener?.greetingDidFinish()
    } else {
      presenter.show(message: "\(salutation), \(name)!")
    }
  }
}
