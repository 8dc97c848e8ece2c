#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The login screen: two name fields bound to the view model, and a button that sends them
  /// to the interactor (which turns blank names into defaults).
  struct LoggedOutView: View {
    @Bindable var model: LoggedOutViewModel

    var body: some View {
      VStack {
        Text("Tic Tac Toe")
        TextField("Player 1", text: $model.player1Name)
        TextField("Player 2", text: $model.player2Name)
        Button {
          model.listener?.login(
            withPlayer1Name: model.player1Name, player2Name: model.player2Name)
        } label: {
          Text("Log in")
        }
      }
    }
  }

  extension LoggedOutViewModel: SwiftUIViewControllable {
    func makeView() -> some View { LoggedOutView(model: self) }
  }
#endif
