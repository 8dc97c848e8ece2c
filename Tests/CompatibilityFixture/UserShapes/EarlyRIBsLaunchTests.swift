// The app delegate of EarlyRIBsLaunch.swift, run.

import RIBCore
import Testing

@MainActor
@Suite struct EarlyRIBsLaunchTests {
  @Test func launchFromWindowLaunchesTheTreeInTheWindow() {
    let appDelegate = EarlyRIBsAppDelegate()

    appDelegate.applicationDidFinishLaunching()

    let root = appDelegate.window?.rootViewController as? RootViewController
    #expect(root?.presentedViewController is WelcomeViewController)
  }
}
