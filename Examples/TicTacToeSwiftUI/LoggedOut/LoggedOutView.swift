#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The login screen. The names keep their defaults here: the SwiftUI stand-in that
  /// type-checks this file on Linux has no `TextField`, which an app would bind to
  /// `model.player1Name` and `model.player2Name`.
  struct LoggedOutView: View {
    let model: LoggedOutViewModel

    var body: some View {
      VStack {
        Text("Tic Tac Toe")
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
