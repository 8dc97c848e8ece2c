// The code of the "RIBs with SwiftUI" guide: RecipeDetail, one recipe, pushed onto Recipes'
// navigation stack; it can push the recipe it suggests next.

import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI

/// What RecipeDetail needs from its parent.
protocol RecipeDetailDependency: Dependency {
  var recipeCatalog: RecipeCatalog { get }
  var favorites: BehaviorRelay<Set<String>> { get }
}

protocol RecipeDetailListener: AnyObject {
  func recipeDetailWantsRecipe(_ recipe: String)
  func recipeDetailWantsClose()
  func recipeDetailWantsAllRecipes()
  func recipeDetailWantsCooking(_ recipe: String)
}

/// What RecipeDetail's view sends to its interactor.
protocol RecipeDetailPresentableListener: AnyObject {
  func didTapFavorite()
  func didTapSeeAlso()
  func didTapCook()
  func didTapClose()
  func didTapAllRecipes()
}

/// What RecipeDetail's interactor asks of its view model.
protocol RecipeDetailPresentable: Presentable {
  var listener: RecipeDetailPresentableListener? { get set }
  var isFavorite: Bool { get set }
  func show(name: String, seeAlso: String?)
}

@Observable
final class RecipeDetailViewModel: RecipeDetailPresentable, ViewControllable {
  @ObservationIgnored weak var listener: RecipeDetailPresentableListener?
  private(set) var name = ""
  private(set) var seeAlso: String?
  var isFavorite = false

  func show(name: String, seeAlso: String?) {
    self.name = name
    self.seeAlso = seeAlso
  }
}

final class RecipeDetailInteractor: PresentableInteractor<RecipeDetailPresentable>,
  RecipeDetailPresentableListener
{
  weak var listener: RecipeDetailListener?
  private let recipe: String
  private let catalog: RecipeCatalog
  private let favorites: BehaviorRelay<Set<String>>

  init(
    presenter: RecipeDetailPresentable, recipe: String, catalog: RecipeCatalog,
    favorites: BehaviorRelay<Set<String>>
  ) {
    self.recipe = recipe
    self.catalog = catalog
    self.favorites = favorites
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(name: recipe, seeAlso: catalog.seeAlso[recipe])
    // Streams → Observation: the shared favourites, into the view model, while active. The
    // presenter is typed as a protocol that declares the property.
    favorites.asObservable()
      .map { [recipe] in $0.contains(recipe) }
      .bind(to: presenter, \.isFavorite)
      .disposeOnDeactivate(interactor: self)
  }

  func didTapFavorite() {
    var favorites = self.favorites.value
    if favorites.remove(recipe) == nil { favorites.insert(recipe) }
    self.favorites.accept(favorites)
  }

  func didTapSeeAlso() {
    guard let next = catalog.seeAlso[recipe] else { return }
    listener?.recipeDetailWantsRecipe(next)
  }

  func didTapCook() { listener?.recipeDetailWantsCooking(recipe) }
  func didTapClose() { listener?.recipeDetailWantsClose() }
  func didTapAllRecipes() { listener?.recipeDetailWantsAllRecipes() }
}

final class RecipeDetailRouter: ViewableRouter<RecipeDetailInteractor, ViewControllable> {}

protocol RecipeDetailBuildable: Buildable {
  func build(withListener listener: RecipeDetailListener, recipe: String) -> ViewableRouting
}

final class RecipeDetailBuilder: Builder<RecipeDetailDependency>, RecipeDetailBuildable {
  func build(withListener listener: RecipeDetailListener, recipe: String) -> ViewableRouting {
    let viewModel = RecipeDetailViewModel()
    let interactor = RecipeDetailInteractor(
      presenter: viewModel, recipe: recipe, catalog: dependency.recipeCatalog,
      favorites: dependency.favorites)
    interactor.listener = listener
    return RecipeDetailRouter(interactor: interactor, viewController: viewModel)
  }
}
