import RIBCore

/// Fails the current test unless `router`'s live subtree reads as `expected`, in the format of
/// `treeDescription()`; the failure shows a line diff. Returns whether the trees matched.
///
/// ```swift
/// rootRouter.routeToLoggedIn(withPlayer1Name: "a", player2Name: "b")
/// assertRouterTree(
///   rootRouter,
///   matches: """
///     RootRouter (active)
///     └── LoggedInRouter (active, view-less)
///         └── OffGameRouter (active)
///     """)
/// ```
///
/// Trailing spaces, blank lines around the text, and indentation shared by every line of
/// `expected` are ignored, so the expected tree can be written as an indented literal.
@preconcurrency @MainActor
@discardableResult
public func assertRouterTree(
  _ router: any Routing, matches expected: String,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let actual = router.treeDescription()
  guard
    let diff = LineDiff.describe(
      expected: normalizedTree(expected), actual: normalizedTree(actual))
  else { return true }
  TestFailureReporter.report(
    "The router tree of \(ObjectDescription(router)) does not match the expected tree"
      + " (- expected, + actual):\n\(diff)",
    fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// Fails the current test unless `router`'s live subtree equals the snapshot `expected`; the
/// failure shows a line diff of the two trees. Returns whether they matched.
///
/// ```swift
/// let before = rootRouter.snapshot()
/// rootRouter.routeToLoggedIn(withPlayer1Name: "a", player2Name: "b")
/// rootRouter.routeToLoggedOut()
/// assertRouterSnapshot(rootRouter, equals: before)
/// ```
@preconcurrency @MainActor
@discardableResult
public func assertRouterSnapshot(
  _ router: any Routing, equals expected: RouterSnapshot,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let actual = router.snapshot()
  guard actual != expected else { return true }
  let diff =
    LineDiff.describe(expected: expected.treeDescription, actual: actual.treeDescription)
    ?? "(the trees read the same but their snapshots differ)"
  TestFailureReporter.report(
    "The router tree of \(ObjectDescription(router)) does not match the expected snapshot"
      + " (- expected, + actual):\n\(diff)",
    fileID: fileID, filePath: filePath, line: line, column: column)
  return false
}

/// `text` without trailing spaces, surrounding blank lines, or indentation common to every
/// line.
func normalizedTree(_ text: String) -> String {
  var lines = LineDiff.splitLines(text).map { line in
    String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
  }
  while lines.first?.isEmpty == true { lines.removeFirst() }
  while lines.last?.isEmpty == true { lines.removeLast() }
  let indentation =
    lines.filter { !$0.isEmpty }
    .map { $0.prefix { $0 == " " }.count }
    .min() ?? 0
  return lines.map { String($0.dropFirst(min(indentation, $0.count))) }
    .joined(separator: "\n")
}
