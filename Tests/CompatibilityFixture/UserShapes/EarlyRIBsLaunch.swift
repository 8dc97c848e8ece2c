// An app delegate as apps written for RIBs 0.9 have it: that version named `launch(from:)`
// `launchFromWindow(_:)`.

import RIBCore

@MainActor  // as `UIApplicationDelegate` makes it
final class EarlyRIBsAppDelegate {
  var window: Window?
  private var launchRouter: LaunchRouting?

  func applicationDidFinishLaunching() {
    let window = Window()
    self.window = window

    let launchRouter = RootBuilder(dependency: AppComponent()).build().launchRouter
    self.launchRouter = launchRouter
    launchRouter.launchFromWindow(window)
  }
}
