#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The window's content: whichever screen the routers presented last.
  struct RootView: View {
    let model: RootViewModel

    var body: some View {
      ViewSlotView(model.screen)
    }
  }

  extension RootViewModel: SwiftUIViewControllable {
    func makeView() -> some View { RootView(model: self) }
  }
#endif
