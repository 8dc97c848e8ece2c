import RIBCore
import Testing

@testable import TicTacToeCLI

@MainActor
@Suite struct TreeInspectorTests {
  private func launch(
    _ lines: [String], sink: RecordingLineSink, reports: @escaping (String) -> Void = { _ in }
  ) -> (app: TerminalApp, output: RecordingOutput) {
    let output = RecordingOutput()
    let app = TerminalApp(
      reader: LineReader(source: ScriptedByteSource(lines)), output: output,
      mode: .init(isInteractive: false, style: .plain))
    app.launch(
      coinSeed: 1, deepLinkGameID: nil,
      inspector: TreeInspector(sink: sink, report: reports))
    _ = app.run()
    return (app, output)
  }

  private func kinds(_ sink: RecordingLineSink) -> [String] {
    sink.lines.map { line in
      guard let start = line.range(of: #""kind":""#)?.upperBound,
        let end = line[start...].firstIndex(of: "\"")
      else { return "?" }
      return String(line[start..<end])
    }
  }

  @Test func streamsASnapshotThenTheLaunchThenASnapshotPerChangingLine() {
    let sink = RecordingLineSink()
    let (app, _) = launch(["alice", "bob", "help"], sink: sink)

    #expect(
      Array(kinds(sink).prefix(7)) == [
        "snapshot", "activated", "loaded", "attached", "activated", "loaded", "snapshot",
      ])
    // "alice" changes nothing; "bob" logs in; "help" changes nothing.
    #expect(kinds(sink).filter { $0 == "snapshot" }.count == 3)
    #expect(sink.lines.last == app.rootRouter?.snapshot().json())
  }

  @Test func aFailedWriteIsReportedOnceAndTheGameGoesOn() {
    let sink = RecordingLineSink()
    sink.failure = "the reader went away"
    var reports: [String] = []
    let (_, output) = launch(["alice", "bob"], sink: sink, reports: { reports.append($0) })

    #expect(reports == ["The tree is no longer inspected: the reader went away. The game goes on."])
    #expect(output.text.contains("Score: alice 0 – 0 bob"))
  }

  @Test func treeCommandFormats() {
    #expect(TreeFormat.parse([]) == .success(.text))
    #expect(TreeFormat.parse(["JSON"]) == .success(.json))
    #expect(TreeFormat.parse(["dot"]) == .success(.dot))
    #expect(TreeFormat.parse(["mermaid"]) == .success(.mermaid))
    #expect(TreeFormat.parse(["yaml"]) == .failure(TreeFormatError(arguments: ["yaml"])))
    #expect(
      TreeFormat.parse(["json", "x"]) == .failure(TreeFormatError(arguments: ["json", "x"])))
    #expect(
      TreeFormatError(arguments: ["yaml"]).message
        == "\"tree yaml\" is not a tree format; type tree, tree json, tree dot or tree mermaid")
  }
}
