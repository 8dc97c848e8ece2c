#if canImport(SwiftUI)
  import RIBCore
  import RIBSwiftUI
  import SwiftUI

  /// The SwiftUI app: one window whose slot the root RIB launches into. It is not `@main`
  /// because this target is a library its tests link; an app target marks it `@main`.
  struct TicTacToeSwiftUIApp: App {
    private let window = ViewSlot()
    // The app holds the tree's root for as long as it runs, as an app delegate would.
    private let launchRouter: LaunchRouting
    /// Where the app hands the deep links it receives.
    let urlHandler: UrlHandler

    init() {
      let (launchRouter, urlHandler) = RootBuilder(dependency: AppComponent(coinSeed: nil))
        .build()
      self.launchRouter = launchRouter
      self.urlHandler = urlHandler
      launchRouter.launch(from: window)
    }

    var body: some Scene {
      WindowGroup {
        ViewSlotView(window)
      }
    }
  }
#endif
