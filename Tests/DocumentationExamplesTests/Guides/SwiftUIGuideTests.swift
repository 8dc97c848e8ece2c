// What the "RIBs with SwiftUI" guide says its app does, run headless: no SwiftUI, the views'
// `body` replaced by `render`, which reads the same properties of the same view models.

import RIBCore
import RIBStreams
import RIBSwiftUI
import RIBTesting
import Testing

@testable import DocumentationExamples

/// What the app's views show for `shown`, read as their `body` reads the view models.
@MainActor
func render(_ shown: PresentedView?) -> String {
  switch shown?.viewControllable {
  case nil:
    return ""
  case let home as HomeViewModel:
    return home.content.content == nil ? "[Sign in]" : render(home.content.content)
  case let recipes as RecipesViewModel:
    let list = "Recipes '\(recipes.searchText)': " + recipes.recipes.joined(separator: ", ")
    let pushed = recipes.stack.path.map { " > " + render($0) }.joined()
    let sheet = recipes.modal.presentedAsSheet.map { " + sheet: " + render($0) } ?? ""
    let cover = recipes.modal.presentedAsFullScreenCover.map { " + cover: " + render($0) } ?? ""
    return list + pushed + sheet + cover
  case let detail as RecipeDetailViewModel:
    return detail.name + (detail.isFavorite ? " ★" : " ☆")
  case let shoppingList as ShoppingListViewModel:
    return "Shopping list(" + shoppingList.recipes.joined(separator: ", ") + ")"
  case let cooking as CookingViewModel:
    return "Cooking " + cooking.recipe
  case let other?:
    return "\(type(of: other))"
  }
}

@MainActor
@Suite(.ribEnvironment)
struct SwiftUIGuideTests {
  let window = ViewSlot()
  let home = HomeBuilder(dependency: RecipesAppComponent()).build()
  let screen: RenderRecorder<String>

  init() {
    let window = self.window
    screen = RenderRecorder { render(window.content) }
    home.launch(from: window)
  }

  /// The view model of the view `shown` shows.
  func model<Model>(_ shown: PresentedView?, as type: Model.Type) throws -> Model {
    try #require(shown?.viewControllable as? Model)
  }

  var homeModel: HomeViewModel { get throws { try model(window.content, as: HomeViewModel.self) } }
  var recipes: RecipesViewModel {
    get throws { try model(homeModel.content.content, as: RecipesViewModel.self) }
  }
  var detail: RecipeDetailViewModel {
    get throws { try model(recipes.stack.top, as: RecipeDetailViewModel.self) }
  }

  @Test func signingInShowsTheRecipesInHomesSlotAndSigningOutTakesThemOff() async throws {
    #expect(screen.renderIfChanged() == "[Sign in]")
    assertRouterTree(home, matches: "HomeRouter (active)")

    try homeModel.listener?.didTapSignIn()  // the Sign in button
    #expect(screen.renderIfChanged() == "Recipes '': Pancakes, Pasta, Paella, Salad")
    assertRouterTree(
      home,
      matches: """
        HomeRouter (active)
        └── AccountRouter (active, view-less)
            └── RecipesRouter (active)
        """)

    try recipes.searchText = "pa"  // the search field, through its binding
    await Task.yield()  // the interactor follows the text on the main queue's next turn
    #expect(screen.renderIfChanged() == "Recipes 'pa': Pancakes, Pasta, Paella")

    try recipes.listener?.didTapSignOut()
    #expect(screen.renderIfChanged() == "[Sign in]")
    assertRouterTree(home, matches: "HomeRouter (active)")
    #expect(screen.renderIfChanged() == nil)
  }

  @Test func pushingSwipingBackAndPoppingToTheList() throws {
    try homeModel.listener?.didTapSignIn()
    let all = "Recipes '': Pancakes, Pasta, Paella, Salad"

    try recipes.listener?.didSelect(recipe: "Pasta")  // a row of the list
    #expect(screen.renderIfChanged() == all + " > Pasta ☆")
    try detail.listener?.didTapFavorite()
    #expect(screen.renderIfChanged() == all + " > Pasta ★")
    try detail.listener?.didTapSeeAlso()
    #expect(screen.renderIfChanged() == all + " > Pasta ★ > Salad ☆")
    assertRouterTree(
      home,
      matches: """
        HomeRouter (active)
        └── AccountRouter (active, view-less)
            └── RecipesRouter (active)
                ├── RecipeDetailRouter (active)
                └── RecipeDetailRouter (active)
        """)

    // The user swipes back: SwiftUI writes the shorter path, and Salad's RIB is detached.
    try recipes.stack.path.removeLast()
    #expect(screen.renderIfChanged() == all + " > Pasta ★")
    assertRouterTree(
      home,
      matches: """
        HomeRouter (active)
        └── AccountRouter (active, view-less)
            └── RecipesRouter (active)
                └── RecipeDetailRouter (active)
        """)

    try detail.listener?.didTapSeeAlso()
    try detail.listener?.didTapAllRecipes()  // pops to the list, detaching both
    #expect(screen.renderIfChanged() == all)
    assertRouterTree(
      home,
      matches: """
        HomeRouter (active)
        └── AccountRouter (active, view-less)
            └── RecipesRouter (active)
        """)
  }

  @Test func aSheetTheUserDismissesAndACoverTheRouterDismisses() throws {
    try homeModel.listener?.didTapSignIn()
    let all = "Recipes '': Pancakes, Pasta, Paella, Salad"
    try recipes.listener?.didSelect(recipe: "Pasta")
    try detail.listener?.didTapFavorite()
    screen.renderIfChanged()

    try detail.listener?.didTapCook()
    #expect(screen.renderIfChanged() == all + " > Pasta ★ + cover: Cooking Pasta")
    let cooking = try model(recipes.modal.presented, as: CookingViewModel.self)
    cooking.listener?.didTapDone()  // the router dismisses the cover, detaching Cooking
    #expect(screen.renderIfChanged() == all + " > Pasta ★")

    try recipes.listener?.didTapShoppingList()
    #expect(screen.renderIfChanged() == all + " > Pasta ★ + sheet: Shopping list(Pasta)")
    assertRouterTree(
      home,
      matches: """
        HomeRouter (active)
        └── AccountRouter (active, view-less)
            └── RecipesRouter (active)
                ├── RecipeDetailRouter (active)
                └── ShoppingListRouter (active)
        """)

    // The user swipes the sheet down: SwiftUI writes nil, and ShoppingList's RIB is detached.
    try recipes.modal.presentedAsSheet = nil
    #expect(screen.renderIfChanged() == all + " > Pasta ★")
    assertRouterTree(
      home,
      matches: """
        HomeRouter (active)
        └── AccountRouter (active, view-less)
            └── RecipesRouter (active)
                └── RecipeDetailRouter (active)
        """)
  }
}
