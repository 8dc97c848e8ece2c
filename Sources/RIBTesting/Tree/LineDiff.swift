/// A line-by-line comparison of two texts, for readable failure messages.
///
/// ```swift
/// if let diff = LineDiff.describe(expected: "A\nB", actual: "A\nC") {
///   print(diff)
///   //   A
///   // - B
///   // + C
/// }
/// ```
enum LineDiff {
  /// One line of a diff.
  enum Line: Sendable, Hashable {
    /// In both texts.
    case same(String)
    /// Only in the expected text.
    case expectedOnly(String)
    /// Only in the actual text.
    case actualOnly(String)
  }

  /// The lines of `expected` and `actual` aligned on their longest common subsequence, in
  /// order; where they differ, the expected lines come before the actual ones.
  static func lines(expected: [String], actual: [String]) -> [Line] {
    // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
    let rows = expected.count
    let columns = actual.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i][j] =
          expected[i] == actual[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < rows || j < columns {
      if i < rows, j < columns, expected[i] == actual[j] {
        result.append(.same(expected[i]))
        i += 1
        j += 1
      } else if i < rows, j == columns || lengths[i + 1][j] >= lengths[i][j + 1] {
        result.append(.expectedOnly(expected[i]))
        i += 1
      } else {
        result.append(.actualOnly(actual[j]))
        j += 1
      }
    }
    return result
  }

  /// The diff of two texts, one line each, prefixed `  ` (same), `- ` (expected only) or `+ `
  /// (actual only); `nil` if the texts have the same lines.
  static func describe(expected: String, actual: String) -> String? {
    let expectedLines = splitLines(expected)
    let actualLines = splitLines(actual)
    guard expectedLines != actualLines else { return nil }
    return lines(expected: expectedLines, actual: actualLines)
      .map { line in
        switch line {
        case .same(let text): return "  " + text
        case .expectedOnly(let text): return "- " + text
        case .actualOnly(let text): return "+ " + text
        }
      }
      .joined(separator: "\n")
  }

  static func splitLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
