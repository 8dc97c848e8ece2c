// ShoppingList's SwiftUI view. Apple platforms only (see HomeView.swift).

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The favourite recipes, to shop for.
  struct ShoppingListView: View {
    let model: ShoppingListViewModel

    var body: some View {
      VStack {
        Text("Shopping list")
        ForEach(model.recipes, id: \.self) { recipe in
          Text(recipe)
        }
        Button("Done") { model.listener?.didTapDone() }
      }
    }
  }

  extension ShoppingListViewModel: SwiftUIViewControllable {
    func makeView() -> some View { ShoppingListView(model: self) }
  }
#endif
