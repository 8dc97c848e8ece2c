// The code of the "RIBs with SwiftUI" guide: Home, the launch RIB, whose view shows a sign-in
// button until a child fills its slot. Built with default main-actor isolation, as the guide
// tells apps to build.

import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI

/// What Home needs from the app: nothing.
protocol HomeDependency: Dependency {}

/// Home's scope. Account has no view of its own: Home lends it the slot of its view.
final class HomeComponent: Component<HomeDependency>, AccountDependency {
  let viewModel: HomeViewModel

  init(dependency: HomeDependency, viewModel: HomeViewModel) {
    self.viewModel = viewModel
    super.init(dependency: dependency)
  }

  var accountSlot: ViewSlot { viewModel.content }
  var recipeCatalog: RecipeCatalog { shared { RecipeCatalog.standard } }
}

/// What Home's view sends to its interactor.
protocol HomePresentableListener: AnyObject {
  func didTapSignIn()
}

/// What Home's interactor asks of its view model.
protocol HomePresentable: Presentable {
  var listener: HomePresentableListener? { get set }
}

/// What Home's router asks of its view model: the slot its children are shown in.
protocol HomeViewControllable: ViewControllable {
  var content: ViewSlot { get }
}

/// Home's view model: the presentable that the interactor drives and the view-controllable that
/// the router shows children in. Home's SwiftUI view reads it.
@Observable
final class HomeViewModel: HomePresentable, HomeViewControllable {
  @ObservationIgnored weak var listener: HomePresentableListener?
  /// Where the signed-in part of the app is shown.
  let content = ViewSlot()
}

protocol HomeRouting: ViewableRouting {
  func routeToAccount()
  func routeAwayFromAccount()
}

protocol HomeInteractable: Interactable, AccountListener {
  var router: HomeRouting? { get set }
}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable,
  HomePresentableListener
{
  weak var router: HomeRouting?

  override init(presenter: HomePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  func didTapSignIn() { router?.routeToAccount() }
  func accountDidSignOut() { router?.routeAwayFromAccount() }
}

final class HomeRouter: LaunchRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
  private let accountBuilder: AccountBuildable
  private var account: Routing?

  init(
    interactor: HomeInteractable, viewController: HomeViewControllable,
    accountBuilder: AccountBuildable
  ) {
    self.accountBuilder = accountBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func routeToAccount() {
    guard account == nil else { return }
    let account = accountBuilder.build(withListener: interactor)
    self.account = account
    // Account has no view: it shows its children in the slot Home lent it.
    attachChild(account)
  }

  func routeAwayFromAccount() {
    guard let account else { return }
    detachChild(account)
    self.account = nil
  }
}

protocol HomeBuildable: Buildable {
  func build() -> LaunchRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
  func build() -> LaunchRouting {
    let viewModel = HomeViewModel()
    let component = HomeComponent(dependency: dependency, viewModel: viewModel)
    return HomeRouter(
      interactor: HomeInteractor(presenter: viewModel), viewController: viewModel,
      accountBuilder: AccountBuilder(dependency: component))
  }
}
