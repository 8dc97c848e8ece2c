#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The score line. It has no input: ScoreBoard tells its parent nothing.
  struct ScoreBoardView: View {
    let model: ScoreBoardViewModel

    var body: some View {
      Text(model.scoreText)
    }
  }

  extension ScoreBoardViewModel: SwiftUIViewControllable {
    func makeView() -> some View { ScoreBoardView(model: self) }
  }
#endif
