import RIBCore
import RIBTesting

/// A launched café app with its own leak detector on a virtual clock, driven through its
/// views' stand-ins as a user would drive it.
///
/// Every RIB is built with that detector in force, so leak checks run only when a test
/// advances the clock. When the app goes, it terminates: the root deactivates, which ends every
/// subscription (the menu's order subscription holds its interactor until then).
@MainActor
final class LaunchedCafe {
  let window = Window()
  // `nonisolated(unsafe)` so that the plain deinit below can read it; it never changes.
  nonisolated(unsafe) let launchRouter: LaunchRouting
  let urlHandler: UrlHandler
  let clock = VirtualLeakDetectionScheduler()
  let diagnostics = DiagnosticsCollector()
  let leakDetector: LeakDetector

  init() {
    let detector = LeakDetector(scheduler: clock, isEnabled: true)
    leakDetector = detector
    (launchRouter, urlHandler) = LeakDetector.withInstance(detector) {
      RootBuilder(dependency: AppComponent()).build()
    }
    launchRouter.launch(from: window)
  }

  // A plain deinit, as an app's code would have: `isolated deinit` needs the runtime of iOS 18.4
  // and macOS 15.4, above the package's floor. Tests release the app on the main actor.
  deinit {
    let launchRouter = launchRouter
    if isMainThread {
      MainActor.assumeIsolated { launchRouter.interactable.deactivate() }
    }
  }

  private nonisolated var isMainThread: Bool { Thread.isMainThread }

  var rootViewController: RootViewController? {
    window.rootViewController as? RootViewController
  }

  var presented: ViewControllable? { rootViewController?.presentedViewController }

  var welcome: WelcomeViewController? { presented as? WelcomeViewController }
  var menu: MenuViewController? { presented as? MenuViewController }
  var checkout: CheckoutViewController? { presented as? CheckoutViewController }

  func signIn(_ name: String?) {
    welcome?.nameField = name
    inScope { welcome?.tapStart() }
  }

  /// Taps the menu's rows, in order.
  func pick(_ rows: Int...) {
    for row in rows { inScope { menu?.tapRow(row) } }
  }

  func goToCheckout() { inScope { menu?.tapCheckout() } }
  func pay() { inScope { checkout?.tapPay() } }
  func cancelCheckout() { inScope { checkout?.tapCancel() } }
  func signOut() { inScope { menu?.tapSignOut() } }
  func open(_ link: String) { inScope { urlHandler.handle(link) } }

  /// Runs the leak checks that are due; returns what they reported.
  func leaks() -> [Diagnostic.Kind] {
    diagnostics.collect { clock.advance(by: .seconds(10)) }
    return diagnostics.kinds
  }

  /// Runs `action` (which may build RIBs) with this app's leak detector in force.
  private func inScope(_ action: () -> Void) {
    LeakDetector.withInstance(leakDetector, operation: action)
  }
}
