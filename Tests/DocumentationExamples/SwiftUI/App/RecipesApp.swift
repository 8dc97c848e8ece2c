// The app of the "RIBs with SwiftUI" guide. The app itself is for Apple platforms only (see
// HomeView.swift); its component is everywhere, for the guide's tests.

import RIBCore

/// The app-wide component: the parent of Home's scope.
final class RecipesAppComponent: EmptyComponent, HomeDependency {}

#if canImport(SwiftUI)
  import RIBSwiftUI
  import SwiftUI

  // In an app target, this type is marked `@main` (here, main.swift is Getting started's app).
  struct RecipesApp: App {
    /// The window's content: where the launch RIB's view is shown.
    private let window = ViewSlot()
    private let home: LaunchRouting

    init() {
      home = HomeBuilder(dependency: RecipesAppComponent()).build()
      home.launch(from: window)
    }

    var body: some Scene {
      WindowGroup {
        ViewSlotView(window)
      }
    }
  }
#endif
