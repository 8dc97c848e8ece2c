import RIBCore
import RIBSwiftUI

/// The order in which things happened, shared by the fixtures of one test.
@MainActor
final class EventLog {
  private(set) var events: [String] = []
  func append(_ event: String) { events.append(event) }
}

/// A view model with a name, so what is shown can be told apart.
@MainActor
final class NamedView: ViewControllable {
  let name: String
  init(_ name: String) { self.name = name }
}

/// An interactor that logs its deactivation.
final class LoggingInteractor: Interactor {
  let name: String
  let log: EventLog
  var onActivate: (() -> Void)?

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    onActivate?()
  }

  override func willResignActive() {
    super.willResignActive()
    log.append("resign \(name)")
  }
}

/// A child RIB with a view.
final class ChildRouter: ViewableRouter<LoggingInteractor, NamedView> {
  convenience init(_ name: String, log: EventLog) {
    self.init(interactor: LoggingInteractor(name, log: log), viewController: NamedView(name))
  }
}

/// An active parent RIB, as after launch.
final class ParentRouter: Router<Interactor> {
  init() {
    super.init(interactor: Interactor())
    interactable.activate()
    load()
  }

  var childNames: [String] {
    children.compactMap { ($0 as? ChildRouter)?.viewController.name }
  }
}

extension PresentedView {
  /// The fixture view's name.
  @MainActor var name: String { (viewControllable as? NamedView)?.name ?? typeName }
}
