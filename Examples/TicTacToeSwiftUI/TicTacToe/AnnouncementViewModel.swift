import RIBCore

/// The end of a game, presented as a sheet over the board: who won, and the way back. Not a
/// RIB: it decides nothing, and both of its ways out (its button, and the user swiping the
/// sheet down) run the same `close`, which hands the user's decision to the interactor.
final class AnnouncementViewModel: ViewControllable {
  let text: String
  let close: @MainActor () -> Void

  init(text: String, close: @escaping @MainActor () -> Void) {
    self.text = text
    self.close = close
  }
}
