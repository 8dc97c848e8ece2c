// The code of the "RIBs with SwiftUI" guide: a deep link that restores a stack of recipes,
// one push per step.

import RIBCore
import RIBStreams

/// What a workflow can do with Recipes; its interactor adopts it.
protocol RecipesActionableItem: AnyObject {
  /// Pushes `recipe` above what the stack shows, then hands Recipes to the next step.
  func showRecipe(_ recipe: String) -> Observable<(RecipesActionableItem, Void)>
}

/// `recipes://Pasta/Salad/Paella`: the stack as the user left it, restored one screen at a
/// time, each pushed as the user's tap would.
final class RestoreRecipesWorkflow: Workflow<RecipesActionableItem> {
  init(path: [String]) {
    super.init()
    guard let first = path.first else { return }
    var step = onStep { recipes in recipes.showRecipe(first) }
    for recipe in path.dropFirst() {
      step = step.onStep { recipes, _ in recipes.showRecipe(recipe) }
    }
    step.commit()
  }
}

extension RecipesInteractor: RecipesActionableItem {
  func showRecipe(_ recipe: String) -> Observable<(RecipesActionableItem, Void)> {
    router?.routeToRecipe(recipe)
    return .just((self, ()))
  }
}
