import RIBCore

/// The app delegate of a UIKit app, without UIKit: it builds the root RIB, launches it in its
/// window and hands deep links to the root.
@MainActor  // as `UIApplicationDelegate` makes it
class AppDelegate {

  var window: Window?

  func application(didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
    let window = Window()
    self.window = window

    let result = RootBuilder(dependency: AppComponent()).build()
    launchRouter = result.launchRouter
    urlHandler = result.urlHandler
    result.launchRouter.launch(from: window)

    return true
  }

  /// What `application(_:open:options:)` does with a link.
  func application(open link: String) -> Bool {
    urlHandler?.handle(link)
    return urlHandler != nil
  }

  // MARK: - Private

  private var launchRouter: LaunchRouting?
  private var urlHandler: UrlHandler?
}

/// Stands in for `UIWindow`: it shows the root RIB's view.
final class Window: LaunchHost {

  private(set) var rootViewController: ViewControllable?

  func show(rootViewControllable: ViewControllable) {
    rootViewController = rootViewControllable
  }
}
