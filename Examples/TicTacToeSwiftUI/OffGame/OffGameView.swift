#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The menu between games, at the bottom of a navigation stack. Its game buttons send the
  /// user's choice to the interactor; Score pushes ScoreBoard's view.
  struct OffGameView: View {
    let model: OffGameViewModel

    var body: some View {
      ViewStackView(model.stack) {
        VStack {
          Text(model.playersText)
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
            model.showScore()
          } label: {
            Text("Score")
          }
          Button {
            model.listener?.logOut()
          } label: {
            Text("Log out")
          }
        }
        .navigationTitle("Tic Tac Toe")
      }
    }
  }

  extension OffGameViewModel: SwiftUIViewControllable {
    func makeView() -> some View { OffGameView(model: self) }
  }
#endif
