// Kitchen's SwiftUI view. Apple platforms only (see HomeView.swift).

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// Kitchen's tabs, with a button that asks to clear the favourites and one that shows the
  /// timer in a popover.
  struct KitchenView: View {
    let model: KitchenViewModel

    var body: some View {
      VStack {
        ViewTabsView(model.tabs) { tab in
          Text(tab.viewControllable is ShoppingListViewModel ? "Shopping" : "Cooking")
        }
        Button("Clear favourites") { model.listener?.didTapClearFavorites() }
        Button("Timer") { model.listener?.didTapTimer() }
          .modalPopover(model.modal)
      }
      .alert(model.alert)
    }
  }

  /// Kitchen's recipes as a split view: the list in the sidebar, the selected recipe's RIB in
  /// the detail column.
  struct KitchenRecipesView: View {
    let model: KitchenViewModel

    var body: some View {
      ViewSplitView(detail: model.detail) {
        ForEach(model.recipes, id: \.self) { recipe in
          Button(recipe) { model.listener?.didSelect(recipe: recipe) }
        }
      }
    }
  }

  extension KitchenViewModel: SwiftUIViewControllable {
    func makeView() -> some View { KitchenView(model: self) }
  }
#endif
