import Foundation
import Testing

@testable import RIBTreeViewerCore

/// Trees far deeper than `JSONSerialization`, `JSONDecoder` and `Codable` can nest.
@Suite struct DeepTreeTests {
  /// A snapshot line of a chain `depth` routers deep, ids 1 (the root) to `depth`, written as
  /// RIBCore writes it.
  static func chainLine(depth: Int) -> String {
    var line = #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":"#
    for id in 1...depth {
      line += #"{"id":\#(id),"typeName":"R\#(id)","isActive":true,"hasView":\#(id % 2 == 0),"#
      line += #""children":["#
    }
    line += String(repeating: "]}", count: depth)
    return line + "}"
  }

  @Test(arguments: [300, 5_000])
  func aDeepTreeIsServedWhole(depth: Int) throws {
    var state = ViewerState(path: "/tmp/tree.jsonl")
    state.receive(line: Self.chainLine(depth: depth)[...], lineNumber: 1)

    #expect(state.problemCount == 0)
    let page = String(decoding: state.pageJSON(), as: UTF8.self)
    // Whatever the page's form, each router is in it once.
    #expect(page.components(separatedBy: #""isActive""#).count - 1 == depth)
    #expect(page.contains(#""typeName":"R\#(depth)""#))
  }
}
