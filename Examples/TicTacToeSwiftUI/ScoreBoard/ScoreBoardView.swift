#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  /// The score, pushed above OffGame's menu. It has no input: ScoreBoard tells its parent
  /// nothing, and the back button is the navigation stack's.
  struct ScoreBoardView: View {
    let model: ScoreBoardViewModel

    var body: some View {
      Text(model.scoreText)
        .navigationTitle("Score")
    }
  }

  extension ScoreBoardViewModel: SwiftUIViewControllable {
    func makeView() -> some View { ScoreBoardView(model: self) }
  }
#endif
