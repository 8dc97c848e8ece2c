// From the RIBs iOS tutorial 3 (TicTacToe), Copyright (c) 2017 Uber Technologies, Apache
// License 2.0. Ported with imports changed, UIKit views replaced by plain classes, and the
// language fixes Swift 6 requires; see Flows/TutorialFlowTests.swift.

import RIBCore
import RIBStreams

/// Game app delegate.
@MainActor  // as `UIApplicationDelegate` is
class AppDelegate {

  /// The window.
  var window: Window?

  /// Tells the delegate that the launch process is almost done and the app is almost ready to run.
  ///
  /// - parameter launchOptions: A dictionary indicating the reason the app was launched (if any).
  /// - returns: false if the app cannot handle the URL resource or continue a user activity, otherwise return true.
  func application(didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
    let window = Window()
    self.window = window

    let launchRouter = RootBuilder(dependency: AppComponent()).build()
    self.launchRouter = launchRouter
    launchRouter.launch(from: window)

    return true
  }

  // MARK: - Private

  private var launchRouter: LaunchRouting?
}

/// Stands in for `UIWindow`: the host the root RIB's view is shown in.
final class Window: LaunchHost {

  private(set) var rootViewController: ViewControllable?

  func show(rootViewControllable: ViewControllable) {
    rootViewController = rootViewControllable
  }
}
