#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The menu between games. Its buttons send the user's choice to the interactor.
  struct OffGameView: View {
    let model: OffGameViewModel

    var body: some View {
      VStack {
        Text("Tic Tac Toe")
        Text(model.playersText)
        ViewSlotView(model.scoreBoard)
        Spacer()
        ForEach(model.games) { game in
          Button {
            model.listener?.startGame(at: game.id)
          } label: {
            Text(game.name)
          }
        }
        Spacer()
        Button {
          model.listener?.logOut()
        } label: {
          Text("Log out")
        }
      }
    }
  }

  extension OffGameViewModel: SwiftUIViewControllable {
    func makeView() -> some View { OffGameView(model: self) }
  }
#endif
