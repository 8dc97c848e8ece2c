#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The board: a button per cell sends the move to the interactor, which answers with the
  /// new board. The end of the game comes as a sheet over it.
  struct TicTacToeView: View {
    let model: TicTacToeViewModel

    var body: some View {
      VStack {
        Text(model.title)
        ForEach(model.rows) { row in
          HStack {
            ForEach(row.cells) { cell in
              Button {
                model.listener?.placeCurrentPlayerMark(atRow: cell.id.row, col: cell.id.col)
              } label: {
                Text(cell.mark)
              }
            }
          }
        }
        Text(model.status)
        if let notice = model.notice {
          Text(notice)
        }
      }
      .modal(model.modal)
    }
  }

  extension TicTacToeViewModel: SwiftUIViewControllable {
    func makeView() -> some View { TicTacToeView(model: self) }
  }
#endif
