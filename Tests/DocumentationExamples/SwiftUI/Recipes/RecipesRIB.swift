// The code of the "RIBs with SwiftUI" guide: Recipes, a list with a search field, which pushes
// recipes onto its navigation stack and presents the shopping list and the cooking screen.

import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI

/// What Recipes needs from its parent.
protocol RecipesDependency: Dependency {
  var recipeCatalog: RecipeCatalog { get }
  var favorites: BehaviorRelay<Set<String>> { get }
}

final class RecipesComponent: Component<RecipesDependency>, RecipeDetailDependency,
  ShoppingListDependency, CookingDependency
{
  var recipeCatalog: RecipeCatalog { dependency.recipeCatalog }
  var favorites: BehaviorRelay<Set<String>> { dependency.favorites }
}

protocol RecipesListener: AnyObject {
  func recipesDidSignOut()
}

/// What Recipes' view sends to its interactor: the user's actions.
protocol RecipesPresentableListener: AnyObject {
  func didSelect(recipe: String)
  func didTapShoppingList()
  func didTapSignOut()
}

/// What Recipes' interactor asks of its view model.
protocol RecipesPresentable: Presentable {
  var listener: RecipesPresentableListener? { get set }
  /// What the user typed in the search field.
  var searchText: String { get }
  func show(recipes: [String])
}

/// What Recipes' router asks of its view model: where children are shown.
protocol RecipesViewControllable: ViewControllable {
  var stack: ViewStack { get }
  var modal: ModalPresentation { get }
}

@Observable
final class RecipesViewModel: RecipesPresentable, RecipesViewControllable {
  @ObservationIgnored weak var listener: RecipesPresentableListener?
  /// Bound to the search field: the view writes it, the interactor follows it.
  var searchText = ""
  private(set) var recipes: [String] = []
  /// The recipes pushed above the list.
  let stack = ViewStack()
  /// The shopping list (a sheet) or the cooking screen (a full-screen cover).
  let modal = ModalPresentation()

  func show(recipes: [String]) { self.recipes = recipes }
}

protocol RecipesRouting: ViewableRouting {
  func routeToRecipe(_ recipe: String)
  func routeBack()
  func routeBackToList()
  func routeToShoppingList()
  func routeToCooking(_ recipe: String)
  func routeAwayFromModal()
}

protocol RecipesInteractable: Interactable, RecipeDetailListener, ShoppingListListener,
  CookingListener
{
  var router: RecipesRouting? { get set }
  var listener: RecipesListener? { get set }
}

final class RecipesInteractor: PresentableInteractor<RecipesPresentable>, RecipesInteractable,
  RecipesPresentableListener
{
  weak var router: RecipesRouting?
  weak var listener: RecipesListener?
  private let catalog: RecipeCatalog

  init(presenter: RecipesPresentable, catalog: RecipeCatalog) {
    self.catalog = catalog
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    // Observation → Streams: the search field's text, as a stream.
    let presenter = self.presenter
    Observable.observe { presenter.searchText }
      .distinctUntilChanged()
      .map { [catalog] query in catalog.recipes(matching: query) }
      .subscribe(onNext: { presenter.show(recipes: $0) })
      .disposeOnDeactivate(interactor: self)
  }

  // MARK: - RecipesPresentableListener

  func didSelect(recipe: String) { router?.routeToRecipe(recipe) }
  func didTapShoppingList() { router?.routeToShoppingList() }
  func didTapSignOut() { listener?.recipesDidSignOut() }

  // MARK: - Children

  func recipeDetailWantsRecipe(_ recipe: String) { router?.routeToRecipe(recipe) }
  func recipeDetailWantsClose() { router?.routeBack() }
  func recipeDetailWantsAllRecipes() { router?.routeBackToList() }
  func recipeDetailWantsCooking(_ recipe: String) { router?.routeToCooking(recipe) }
  func shoppingListDidFinish() { router?.routeAwayFromModal() }
  func cookingDidFinish() { router?.routeAwayFromModal() }
}

final class RecipesRouter: ViewableRouter<RecipesInteractable, RecipesViewControllable>,
  RecipesRouting
{
  private let recipeDetailBuilder: RecipeDetailBuildable
  private let shoppingListBuilder: ShoppingListBuildable
  private let cookingBuilder: CookingBuildable

  init(
    interactor: RecipesInteractable, viewController: RecipesViewControllable,
    recipeDetailBuilder: RecipeDetailBuildable, shoppingListBuilder: ShoppingListBuildable,
    cookingBuilder: CookingBuildable
  ) {
    self.recipeDetailBuilder = recipeDetailBuilder
    self.shoppingListBuilder = shoppingListBuilder
    self.cookingBuilder = cookingBuilder
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func routeToRecipe(_ recipe: String) {
    let detail = recipeDetailBuilder.build(withListener: interactor, recipe: recipe)
    attachChild(detail, pushingOnto: viewController.stack)
  }

  func routeBack() {
    viewController.stack.pop()  // detaches the top recipe's RIB
  }

  func routeBackToList() {
    viewController.stack.popToRoot()  // detaches every pushed RIB, the top one first
  }

  func routeToShoppingList() {
    let shoppingList = shoppingListBuilder.build(withListener: interactor)
    attachChild(shoppingList, presentingIn: viewController.modal, style: .sheet)
  }

  func routeToCooking(_ recipe: String) {
    let cooking = cookingBuilder.build(withListener: interactor, recipe: recipe)
    attachChild(cooking, presentingIn: viewController.modal, style: .fullScreenCover)
  }

  func routeAwayFromModal() {
    viewController.modal.dismiss()  // detaches the presented RIB
  }
}

protocol RecipesBuildable: Buildable {
  func build(withListener listener: RecipesListener) -> ViewableRouting
}

final class RecipesBuilder: Builder<RecipesDependency>, RecipesBuildable {
  func build(withListener listener: RecipesListener) -> ViewableRouting {
    let component = RecipesComponent(dependency: dependency)
    let viewModel = RecipesViewModel()
    let interactor = RecipesInteractor(presenter: viewModel, catalog: dependency.recipeCatalog)
    interactor.listener = listener
    return RecipesRouter(
      interactor: interactor, viewController: viewModel,
      recipeDetailBuilder: RecipeDetailBuilder(dependency: component),
      shoppingListBuilder: ShoppingListBuilder(dependency: component),
      cookingBuilder: CookingBuilder(dependency: component))
  }
}
