// The code of the "RIBs with SwiftUI" guide: Account, a view-less RIB (the signed-in session)
// that shows its child in the slot its parent lent it.

import RIBCore
import RIBStreams
import RIBSwiftUI

/// What Account needs from its parent.
protocol AccountDependency: Dependency {
  /// The slot of the parent's view, lent to Account, which has no view of its own.
  var accountSlot: ViewSlot { get }
  var recipeCatalog: RecipeCatalog { get }
}

/// The signed-in session's scope: the favourite recipes live as long as it does.
final class AccountComponent: Component<AccountDependency>, RecipesDependency {
  var favorites: BehaviorRelay<Set<String>> { shared { BehaviorRelay(value: []) } }
  var recipeCatalog: RecipeCatalog { dependency.recipeCatalog }
}

protocol AccountListener: AnyObject {
  func accountDidSignOut()
}

protocol AccountRouting: Routing {
  func routeToRecipes()
  func cleanupViews()
}

protocol AccountInteractable: Interactable, RecipesListener {
  var router: AccountRouting? { get set }
  var listener: AccountListener? { get set }
}

final class AccountInteractor: Interactor, AccountInteractable {
  weak var router: AccountRouting?
  weak var listener: AccountListener?

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.routeToRecipes()
  }

  override func willResignActive() {
    super.willResignActive()
    // As upstream's view-less RIBs do: take the children's views off the lent view.
    router?.cleanupViews()
  }

  func recipesDidSignOut() { listener?.accountDidSignOut() }
}

final class AccountRouter: Router<AccountInteractable>, AccountRouting {
  private let slot: ViewSlot
  private let recipesBuilder: RecipesBuildable

  init(interactor: AccountInteractable, slot: ViewSlot, recipesBuilder: RecipesBuildable) {
    self.slot = slot
    self.recipesBuilder = recipesBuilder
    super.init(interactor: interactor)
    interactor.router = self
  }

  func routeToRecipes() {
    let recipes = recipesBuilder.build(withListener: interactor)
    attachChild(recipes, in: slot)
  }

  func cleanupViews() {
    slot.clear()  // detaches Recipes too
  }
}

protocol AccountBuildable: Buildable {
  func build(withListener listener: AccountListener) -> Routing
}

final class AccountBuilder: Builder<AccountDependency>, AccountBuildable {
  func build(withListener listener: AccountListener) -> Routing {
    let component = AccountComponent(dependency: dependency)
    let interactor = AccountInteractor()
    interactor.listener = listener
    return AccountRouter(
      interactor: interactor, slot: dependency.accountSlot,
      recipesBuilder: RecipesBuilder(dependency: component))
  }
}
