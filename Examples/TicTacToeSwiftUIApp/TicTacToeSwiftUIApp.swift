#if canImport(SwiftUI)
  import SwiftUI
  import TicTacToeSwiftUI

  /// `swift run TicTacToeSwiftUIApp`: the SwiftUI example in a window, on a Mac. An iOS app
  /// target in an Xcode project starts `TicTacToeApp` the same way.
  @main
  @MainActor
  enum TicTacToeSwiftUIAppMain {
    static func main() {
      TicTacToeApp.main()
    }
  }
#else
  /// Where SwiftUI does not exist (Linux, Windows): one line saying what runs here instead.
  @main
  enum TicTacToeSwiftUIAppMain {
    static func main() {
      print(
        "TicTacToeSwiftUIApp needs SwiftUI (macOS); here, play"
          + " `swift run TicTacToeCLI`, or run the SwiftUI example headless with"
          + " `swift test --filter TicTacToeSwiftUITests`.")
    }
  }
#endif
