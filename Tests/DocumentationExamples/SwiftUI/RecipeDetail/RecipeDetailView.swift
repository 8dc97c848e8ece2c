// RecipeDetail's SwiftUI view. Apple platforms only (see HomeView.swift).

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// One recipe; every button sends the user's action to the interactor.
  struct RecipeDetailView: View {
    let model: RecipeDetailViewModel

    var body: some View {
      VStack {
        Button(model.isFavorite ? "★ Favourite" : "☆ Add to favourites") {
          model.listener?.didTapFavorite()
        }
        if let seeAlso = model.seeAlso {
          Button("See also: \(seeAlso)") { model.listener?.didTapSeeAlso() }
        }
        Button("Cook") { model.listener?.didTapCook() }
        Button("Close") { model.listener?.didTapClose() }
        Button("All recipes") { model.listener?.didTapAllRecipes() }
      }
      .navigationTitle(model.name)
    }
  }

  extension RecipeDetailViewModel: SwiftUIViewControllable {
    func makeView() -> some View { RecipeDetailView(model: self) }
  }
#endif
