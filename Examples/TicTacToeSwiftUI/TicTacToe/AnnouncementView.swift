#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The sheet at the end of a game.
  struct AnnouncementView: View {
    let model: AnnouncementViewModel

    var body: some View {
      VStack {
        Text(model.text)
        Button {
          model.close()
        } label: {
          Text("Back to the menu")
        }
      }
    }
  }

  extension AnnouncementViewModel: SwiftUIViewControllable {
    func makeView() -> some View { AnnouncementView(model: self) }
  }
#endif
