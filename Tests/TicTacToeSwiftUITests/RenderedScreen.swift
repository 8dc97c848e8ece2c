import RIBCore
import RIBSwiftUI

@testable import TicTacToeSwiftUI

/// What the example's SwiftUI views would draw in the window, as text: each line is what one of
/// the views reads from its view model, buttons in brackets. Read inside a `RenderRecorder`, it
/// is observed as a view's body is: any value it reads that changes makes a new frame.
@MainActor
func renderedScreen(_ window: ViewSlot) -> String {
  guard let root = window.content?.viewControllable as? RootViewModel else {
    return "(the window shows no root)"
  }
  guard let shown = root.screen.content?.viewControllable else { return "(nothing presented)" }
  switch shown {
  case let loggedOut as LoggedOutViewModel:
    return "Tic Tac Toe\n[\(loggedOut.player1Name)] [\(loggedOut.player2Name)]\n[Log in]"
  case let offGame as OffGameViewModel:
    let menu = [
      "Tic Tac Toe", offGame.playersText,
      offGame.games.map { "[\($0.name)]" }.joined(separator: " "), "[Score] [Log out]",
    ]
    // What the navigation stack pushed above the menu, one line each.
    let pushed = offGame.stack.path.map { shown in
      (shown.viewControllable as? ScoreBoardViewModel).map { "> \($0.scoreText)" }
        ?? "> (unknown view \(type(of: shown.viewControllable)))"
    }
    return (menu + pushed).joined(separator: "\n")
  case let board as TicTacToeViewModel:
    var lines = [board.title]
    lines += board.rows.map { row in row.cells.map(\.mark).joined(separator: "|") }
    lines.append(board.status)
    if let notice = board.notice { lines.append(notice) }
    if let sheet = board.modal.presentedAsSheet?.viewControllable as? AnnouncementViewModel {
      lines.append("(sheet) \(sheet.text) [Back to the menu]")
    }
    return lines.joined(separator: "\n")
  case let randomWin as RandomWinViewModel:
    return "Random Win\n\(randomWin.text)\n"
      + (randomWin.announcement == nil ? "[Flip the coin]" : "[Back to the menu]")
  default:
    return "(unknown view \(type(of: shown)))"
  }
}

/// The RIB tree under `router` by router type, children in brackets: `Root[LoggedIn[OffGame]]`.
@MainActor
func treeShape(_ router: any Routing) -> String {
  shape(of: router.snapshot())
}

private func shape(of node: RouterSnapshot) -> String {
  let name = String(node.typeName.split(separator: ".").last ?? "")
  let base = name.hasSuffix("Router") ? String(name.dropLast("Router".count)) : name
  guard !node.children.isEmpty else { return base }
  return base + "[" + node.children.map(shape(of:)).joined(separator: ", ") + "]"
}
