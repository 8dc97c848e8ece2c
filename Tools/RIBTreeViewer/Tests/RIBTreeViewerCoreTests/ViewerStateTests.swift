import Foundation
import Testing

@testable import RIBTreeViewerCore

@Suite struct ViewerStateTests {
  private func state() -> ViewerState {
    ViewerState(path: "/tmp/tree.jsonl", clock: { Date(timeIntervalSince1970: 0) })
  }

  @Test func aMalformedLineIsAProblemAndTheNextLinesStillApply() {
    var state = state()
    state.receive(
      line:
        #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":1,"typeName":"RootRouter","isActive":true,"hasView":true,"children":[]}}"#,
      lineNumber: 1)
    state.receive(line: "{oops", lineNumber: 2)
    state.receive(
      line:
        #"{"format":"ribs-tree","version":1,"kind":"attached","id":2,"typeName":"LoggedOutRouter","parentID":1,"hasView":true}"#,
      lineNumber: 3)

    #expect(state.problemCount == 1)
    #expect(state.timeline.map(\.kind) == ["snapshot", "problem", "attached"])
    #expect(state.timeline[1].text == "line 2: not JSON: {oops; skipped")
    #expect(outline(state.model.tree) == "RootRouter#1[LoggedOutRouter#2]")
    #expect(state.highlight == [1, 2])
  }

  @Test func theTimelineKeepsTheLatestEntries() {
    var state = state()
    for number in 1...(ViewerState.timelineLimit + 5) {
      state.receive(line: "x", lineNumber: number)
    }

    #expect(state.timeline.count == ViewerState.timelineLimit)
    #expect(state.timeline.last?.text.hasPrefix("line \(ViewerState.timelineLimit + 5):") == true)
  }

  @Test func thePageJSONCarriesTheTreeAndTheTimeline() throws {
    var state = state()
    state.receive(
      line:
        #"{"format":"ribs-tree","version":1,"kind":"snapshot","root":{"id":1,"typeName":"RootRouter","isActive":true,"hasView":true,"children":[]}}"#,
      lineNumber: 1)
    let page = try JSONSerialization.jsonObject(with: state.pageJSON()) as? [String: Any]

    let tree = page?["tree"] as? [[String: Any]]
    #expect(tree?.count == 1)
    #expect(tree?.first?["typeName"] as? String == "RootRouter")
    #expect(tree?.first?["parent"] == nil)
    #expect((page?["timeline"] as? [Any])?.count == 1)
    #expect(page?["path"] as? String == "/tmp/tree.jsonl")
  }

  @Test func thePageNeedsNothingFromTheNetwork() {
    for text in [Page.html, Page.script, Page.style] {
      #expect(!text.contains("https://"))
      #expect(!text.contains("//cdn"))
    }
    #expect(Page.html.contains(#"<script src="/app.js"></script>"#))
  }
}
