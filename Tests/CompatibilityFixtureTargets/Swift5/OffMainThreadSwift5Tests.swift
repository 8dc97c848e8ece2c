// The Swift 5 language mode lets nonisolated code call RIBs' `@preconcurrency` main-actor API
// from any thread. What must only run on the main thread checks it and reports the call
// instead. This file is in the Swift 5 target only: in Swift 6 such a call does not compile.

import RIBCore
import RIBStreams
import RIBTesting
import XCTest

/// A caller written as Swift 5 code is, without concurrency annotations: the compiler lets it
/// call main-actor API, on whatever thread it runs.
private func drainTheBacklog() {
  MainActorBacklog.drain()
}

final class OffMainThreadSwift5Tests: XCTestCase {
  func test_drainOffTheMainThread_runsNothingAndReports() async {
    let diagnostics = DiagnosticsCollector()
    await Task.detached {
      diagnostics.collect { drainTheBacklog() }
    }.value

    XCTAssertEqual(diagnostics.kinds, [.other])
    XCTAssertTrue(diagnostics.messages.first?.contains("MainActorBacklog.drain()") == true)
  }
}
