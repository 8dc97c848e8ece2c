// Home's SwiftUI view. Apple platforms only: on Linux, where SwiftUI does not exist, this file
// compiles to nothing, and the guide's tests render what the view reads instead.

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// Home's view: a sign-in button, or what Account shows in Home's slot.
  struct HomeView: View {
    let model: HomeViewModel

    var body: some View {
      if model.content.content == nil {
        Button("Sign in") { model.listener?.didTapSignIn() }
      } else {
        ViewSlotView(model.content)
      }
    }
  }

  extension HomeViewModel: SwiftUIViewControllable {
    func makeView() -> some View { HomeView(model: self) }
  }
#endif
