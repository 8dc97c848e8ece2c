// The café app in `../App`, written in RIBs' shapes and idioms, driven end to end. Package.swift
// compiles it and these tests in the four build settings users build apps in (Swift 5; Swift 6
// with default main-actor isolation; the same with InferIsolatedConformances and
// NonisolatedNonsendingByDefault; plain Swift 6). The only file that differs between them is
// the plain Swift 6 build's PlainSwift6Listeners.swift.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

@MainActor
@Suite struct CafeFlowTests {
  @Test func launchShowsTheWelcomeScreen() {
    let app = LaunchedCafe()

    #expect(app.welcome?.greeting == "Welcome to Corner Café")
    #expect(app.rootViewController?.ordersBadge == nil)
    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── WelcomeRouter (active)
        """)
  }

  @Test func theAppDelegateLaunchesTheTreeInItsWindow() {
    let appDelegate = AppDelegate()

    let launched = appDelegate.application(didFinishLaunchingWithOptions: nil)

    #expect(launched)
    let root = appDelegate.window?.rootViewController as? RootViewController
    #expect(root?.presentedViewController is WelcomeViewController)
    #expect(appDelegate.application(open: "cafe://reorder/Espresso"))
  }

  @Test func signingInAttachesTheViewlessOrderingRIBWhichShowsTheMenu() {
    let app = LaunchedCafe()
    weak let welcomeView = app.welcome

    app.signIn("Ada")

    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── OrderingRouter (active, view-less)
            └── MenuRouter (active)
        """)
    #expect(app.menu?.rows == ["Espresso 2.50", "Flat white 3.50", "Mint tea 2.00"])
    #expect(app.menu?.basketLabel == "0 items, 0.00")
    #expect(welcomeView == nil)
  }

  @Test func pickedDrinksReachTheMenuAndTheCheckoutThroughTheScopedStream() {
    let app = LaunchedCafe()
    app.signIn("Ada")

    app.pick(0, 1, 7)
    #expect(app.menu?.basketLabel == "2 items, 6.00")
    app.goToCheckout()

    #expect(app.checkout?.summaryLabel == "Ada: 2 items, 6.00")
    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── OrderingRouter (active, view-less)
            └── CheckoutRouter (active)
        """)
  }

  @Test func anEmptyNameOrdersAsGuest() {
    let app = LaunchedCafe()

    app.signIn("")
    app.pick(2)
    app.goToCheckout()

    #expect(app.checkout?.summaryLabel == "Guest: 1 item, 2.00")
  }

  @Test func payingPlacesTheOrderTellsRootAndStartsAnEmptyOne() {
    let app = LaunchedCafe()
    app.signIn("Ada")
    app.pick(1)
    app.goToCheckout()

    app.pay()

    #expect(app.rootViewController?.ordersBadge == "1")
    #expect(app.menu?.basketLabel == "0 items, 0.00")
    app.pick(0)
    app.goToCheckout()
    app.pay()
    #expect(app.rootViewController?.ordersBadge == "2")
  }

  @Test func cancellingTheCheckoutKeepsTheOrder() {
    let app = LaunchedCafe()
    app.signIn("Ada")
    app.pick(0)
    app.goToCheckout()

    app.cancelCheckout()

    #expect(app.menu?.basketLabel == "1 item, 2.50")
    #expect(app.rootViewController?.ordersBadge == nil)
  }

  @Test func payingForNothingPlacesNoOrder() {
    let app = LaunchedCafe()
    app.signIn("Ada")
    app.goToCheckout()

    app.pay()

    #expect(app.menu != nil)
    #expect(app.rootViewController?.ordersBadge == nil)
  }

  @Test func signingOutTakesOrderingsViewsAwayAndShowsWelcomeAgain() {
    let app = LaunchedCafe()
    app.signIn("Ada")
    weak let menuView = app.menu

    app.signOut()

    #expect(app.welcome != nil)
    #expect(menuView == nil)
    #expect(
      app.launchRouter.treeDescription() == """
        RootRouter (active)
        └── WelcomeRouter (active)
        """)
  }

  @Test func eachSignInHasItsOwnOrderStream() {
    let app = LaunchedCafe()
    app.signIn("Ada")
    app.pick(0, 0)
    app.signOut()

    app.signIn("Grace")

    #expect(app.menu?.basketLabel == "0 items, 0.00")
  }

  @Test func aReorderLinkWaitsForSignInThenOpensTheCheckout() {
    let app = LaunchedCafe()

    app.open("cafe://reorder/Flat white")
    #expect(app.welcome != nil)
    app.signIn("Ada")

    #expect(app.checkout?.summaryLabel == "Ada: 1 item, 3.50")
  }

  @Test func aReorderLinkWhileOrderingAddsToTheOrderAtOnce() {
    let app = LaunchedCafe()
    app.signIn("Ada")
    app.pick(2)

    app.open("cafe://reorder/Espresso")

    #expect(app.checkout?.summaryLabel == "Ada: 2 items, 4.50")
  }

  @Test func otherLinksAreIgnored() {
    let app = LaunchedCafe()
    app.signIn("Ada")

    app.open("cafe://menu")

    #expect(app.menu?.basketLabel == "0 items, 0.00")
    #expect(ReorderWorkflow(link: "https://example.com") == nil)
  }

  @Test func detachedRIBsAreDeallocatedAndNothingLeaks() {
    let checkoutRoutersGone = DeinitLog.shared.count(of: "CheckoutRouter")
    let menuInteractorsGone = DeinitLog.shared.count(of: "MenuInteractor")
    let app = LaunchedCafe()
    app.signIn("Ada")
    weak let firstMenu = app.menu
    weak var checkout: CheckoutViewController?

    app.pick(0)
    app.goToCheckout()
    checkout = app.checkout
    app.pay()
    app.signOut()

    #expect(firstMenu == nil)
    #expect(checkout == nil)
    // The RIBs' own `deinit`s ran (other tests may add to the counts meanwhile).
    #expect(DeinitLog.shared.count(of: "CheckoutRouter") > checkoutRoutersGone)
    #expect(DeinitLog.shared.count(of: "MenuInteractor") >= menuInteractorsGone + 2)
    // Welcome, two menus, the checkout and Ordering are gone; their routers registered their
    // interactors and views with the app's detector, and none of them leaks.
    #expect(app.leakDetector.pendingExpectationCount > 0)
    #expect(app.leaks() == [], "\(app.diagnostics.messages)")
  }

  @Test func terminatingTheAppReleasesTheWholeTree() {
    let clock: VirtualLeakDetectionScheduler
    let detector: LeakDetector
    let diagnostics: DiagnosticsCollector
    weak var weakRoot: RootViewController?
    weak var weakMenu: MenuViewController?

    do {
      let app = LaunchedCafe()
      app.signIn("Ada")
      weakRoot = app.rootViewController
      weakMenu = app.menu
      (clock, detector, diagnostics) = (app.clock, app.leakDetector, app.diagnostics)
    }

    #expect(weakRoot == nil)
    #expect(weakMenu == nil)
    #expect(detector.pendingExpectationCount > 0)
    diagnostics.collect { clock.advance(by: .seconds(10)) }
    #expect(diagnostics.kinds == [])
  }

  @Test func theOrderStreamEmitsChangesAndPlacedOrders() {
    let stream: MutableOrderStream = OrderStreamImpl()
    let espresso = Drink(name: "Espresso", priceInCents: 250)
    var summaries: [String] = []
    var placed: [Order] = []
    let current = stream.currentOrder.subscribe(onNext: { summaries.append($0.summary) })
    let placements = stream.placedOrders.subscribe(onNext: { placed.append($0) })
    defer {
      current.dispose()
      placements.dispose()
    }

    stream.add(espresso)
    stream.placeOrder()
    stream.placeOrder()

    #expect(summaries == ["0 items, 0.00", "1 item, 2.50", "0 items, 0.00"])
    #expect(placed == [Order(drinks: [espresso])])
    var late: [String] = []
    let lateSubscription = stream.currentOrder.subscribe(onNext: { late.append($0.summary) })
    lateSubscription.dispose()
    #expect(late == ["0 items, 0.00"])
  }
}
