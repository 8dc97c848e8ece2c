// Cooking's SwiftUI view. Apple platforms only (see HomeView.swift).

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The recipe being cooked, over the whole screen.
  struct CookingView: View {
    let model: CookingViewModel

    var body: some View {
      VStack {
        Text("Cooking \(model.recipe)")
        Button("Done") { model.listener?.didTapDone() }
      }
    }
  }

  extension CookingViewModel: SwiftUIViewControllable {
    func makeView() -> some View { CookingView(model: self) }
  }
#endif
