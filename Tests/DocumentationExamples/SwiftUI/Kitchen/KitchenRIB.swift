// The code of the "RIBs with SwiftUI" guide: Kitchen, the containers beyond slots, stacks and
// sheets. Its tabs are child RIBs (the shopping list, and the recipe being cooked); it asks
// before clearing the favourites with a confirmation dialog; it shows a timer in a popover; and
// its recipes screen is a split view whose detail column is a slot.

import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI

protocol KitchenDependency: Dependency {
  var favorites: BehaviorRelay<Set<String>> { get }
}

final class KitchenComponent: Component<KitchenDependency>, ShoppingListDependency,
  CookingDependency
{
  var favorites: BehaviorRelay<Set<String>> { dependency.favorites }
}

/// What Kitchen's view sends to its interactor.
protocol KitchenPresentableListener: AnyObject {
  func didSelectTab(at index: Int)
  func didTapClearFavorites()
  func didConfirmClearFavorites()
  func didCancelClearFavorites()
  func didTapTimer()
  func didSelect(recipe: String)
}

/// What Kitchen's interactor asks of its view model.
protocol KitchenPresentable: Presentable {
  var listener: KitchenPresentableListener? { get set }
  func askToClearFavorites()
}

/// What Kitchen's router asks of its view model: where children are shown.
protocol KitchenViewControllable: ViewControllable {
  var tabs: ViewTabs { get }
  var modal: ModalPresentation { get }
  var detail: ViewSlot { get }
}

@Observable
final class KitchenViewModel: KitchenPresentable, KitchenViewControllable {
  @ObservationIgnored weak var listener: KitchenPresentableListener?
  /// The shopping list and the recipe being cooked, one tab each.
  let tabs = ViewTabs()
  /// The timer, in a popover.
  let modal = ModalPresentation()
  /// The split view's detail column: the recipe selected in the sidebar.
  let detail = ViewSlot()
  /// The confirmation dialog, which the interactor asks for.
  let alert = AlertPresentation()
  let recipes = ["Pasta", "Salad"]

  init() {
    // The user's tab choice goes to the interactor, as any other action of the user.
    tabs.onSelectedByUser = { [weak self] index in self?.listener?.didSelectTab(at: index) }
  }

  func askToClearFavorites() {
    alert.present(
      "Clear the favourites?", message: "The shopping list will be empty.",
      style: .confirmationDialog,
      actions: [
        .init("Clear", role: .destructive) { [weak self] in
          self?.listener?.didConfirmClearFavorites()
        },
        .init("Keep", role: .cancel) { [weak self] in self?.listener?.didCancelClearFavorites() },
      ],
      onDismissedByUser: { [weak self] in self?.listener?.didCancelClearFavorites() })
  }
}

protocol KitchenRouting: ViewableRouting {
  func routeToTimer()
  func routeAwayFromTimer()
  func routeToRecipe(_ recipe: String)
}

protocol KitchenListener: AnyObject {}

final class KitchenInteractor: PresentableInteractor<KitchenPresentable>,
  KitchenPresentableListener, ShoppingListListener, CookingListener
{
  weak var router: KitchenRouting?
  weak var listener: KitchenListener?
  private let favorites: BehaviorRelay<Set<String>>
  /// What the user did, for the guide's tests to check.
  private(set) var decisions: [String] = []

  init(presenter: KitchenPresentable, favorites: BehaviorRelay<Set<String>>) {
    self.favorites = favorites
    super.init(presenter: presenter)
    presenter.listener = self
  }

  func didSelectTab(at index: Int) { decisions.append("tab \(index)") }
  func didTapClearFavorites() { presenter.askToClearFavorites() }
  func didConfirmClearFavorites() {
    decisions.append("cleared")
    favorites.accept([])
  }
  func didCancelClearFavorites() { decisions.append("kept") }
  func didTapTimer() { router?.routeToTimer() }
  func didSelect(recipe: String) { router?.routeToRecipe(recipe) }

  func shoppingListDidFinish() {}
  func cookingDidFinish() { router?.routeAwayFromTimer() }
}

final class KitchenRouter: ViewableRouter<KitchenInteractor, KitchenViewControllable>,
  KitchenRouting
{
  private let shoppingListBuilder: ShoppingListBuildable
  private let cookingBuilder: CookingBuildable

  init(
    interactor: KitchenInteractor, viewController: KitchenViewControllable,
    shoppingListBuilder: ShoppingListBuildable, cookingBuilder: CookingBuildable
  ) {
    self.shoppingListBuilder = shoppingListBuilder
    self.cookingBuilder = cookingBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  override func didLoad() {
    super.didLoad()
    // Every tab's RIB is attached, and active, while its tab exists; the first is selected.
    let shoppingList = shoppingListBuilder.build(withListener: interactor)
    attachChild(shoppingList, asTabIn: viewController.tabs)
    let cooking = cookingBuilder.build(withListener: interactor, recipe: "Pasta")
    attachChild(cooking, asTabIn: viewController.tabs)
  }

  func routeToTimer() {
    let timer = cookingBuilder.build(withListener: interactor, recipe: "Timer")
    attachChild(timer, presentingIn: viewController.modal, style: .popover)
  }

  func routeAwayFromTimer() {
    viewController.modal.dismiss()  // detaches the timer's RIB
  }

  func routeToRecipe(_ recipe: String) {
    let cooking = cookingBuilder.build(withListener: interactor, recipe: recipe)
    attachChild(cooking, in: viewController.detail)  // detaches the recipe shown before
  }
}

protocol KitchenBuildable: Buildable {
  func build(withListener listener: KitchenListener) -> ViewableRouting
}

final class KitchenBuilder: Builder<KitchenDependency>, KitchenBuildable {
  func build(withListener listener: KitchenListener) -> ViewableRouting {
    let component = KitchenComponent(dependency: dependency)
    let viewModel = KitchenViewModel()
    let interactor = KitchenInteractor(presenter: viewModel, favorites: dependency.favorites)
    interactor.listener = listener
    return KitchenRouter(
      interactor: interactor, viewController: viewModel,
      shoppingListBuilder: ShoppingListBuilder(dependency: component),
      cookingBuilder: CookingBuilder(dependency: component))
  }
}
