#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// Random Win: flip the coin, read who won, go back.
  struct RandomWinView: View {
    let model: RandomWinViewModel

    var body: some View {
      VStack {
        Text("Random Win")
        Text(model.text)
        if model.announcement == nil {
          Button {
            model.listener?.play()
          } label: {
            Text("Flip the coin")
          }
        } else {
          Button {
            model.closeGame()
          } label: {
            Text("Back to the menu")
          }
        }
      }
    }
  }

  extension RandomWinViewModel: SwiftUIViewControllable {
    func makeView() -> some View { RandomWinView(model: self) }
  }
#endif
