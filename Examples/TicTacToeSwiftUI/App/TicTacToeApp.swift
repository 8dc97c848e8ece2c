#if canImport(SwiftUI)
  import RIBCore
  import RIBSwiftUI
  import SwiftUI

  /// The SwiftUI app: one window whose slot the root RIB launches into. The executable target
  /// `TicTacToeSwiftUIApp` runs it (`swift run TicTacToeSwiftUIApp`); it lives here, in the
  /// library the tests link, so that the app target holds nothing but its entry point.
  public struct TicTacToeApp: App {
    private let window = ViewSlot()
    // The app holds the tree's root for as long as it runs, as an app delegate would.
    private let launchRouter: LaunchRouting
    /// Where the app hands the deep links it receives.
    let urlHandler: UrlHandler

    /// Builds the tree and launches its root into the window's slot.
    public init() {
      let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent(coinSeed: nil))
        .build()
      self.launchRouter = launchRouter
      self.urlHandler = urlHandler
      launchRouter.launch(from: window)
    }

    /// One window, showing what the root RIB launched into its slot.
    public var body: some Scene {
      WindowGroup {
        ViewSlotView(window)
      }
    }
  }
#endif
