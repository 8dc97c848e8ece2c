// Recipes' SwiftUI view. Apple platforms only (see HomeView.swift).

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The list of recipes under a search field, in a navigation stack whose pushed views are
  /// the recipes Recipes' router pushes; the shopping list and the cooking screen over it.
  struct RecipesView: View {
    @Bindable var model: RecipesViewModel

    var body: some View {
      ViewStackView(model.stack) {
        VStack {
          TextField("Search", text: $model.searchText)
          ForEach(model.recipes, id: \.self) { recipe in
            Button(recipe) { model.listener?.didSelect(recipe: recipe) }
          }
          Button("Shopping list") { model.listener?.didTapShoppingList() }
          Button("Sign out") { model.listener?.didTapSignOut() }
        }
        .navigationTitle("Recipes")
      }
      .modal(model.modal)
    }
  }

  extension RecipesViewModel: SwiftUIViewControllable {
    func makeView() -> some View { RecipesView(model: self) }
  }
#endif
