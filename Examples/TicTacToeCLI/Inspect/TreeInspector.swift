import RIBCore
import RIBStreams

/// Streams the live tree's changes as JSON Lines (RIBCore's `ribs-tree` format) for a viewer
/// such as `Tools/RIBTreeViewer`: a snapshot when the tree is launched, one line per change,
/// and a fresh snapshot after each input line that changed the tree, so that a reader that
/// missed or could not read a line is back in step at the next one.
@MainActor
final class TreeInspector {
  private let sink: LineSink
  private let report: (String) -> Void
  private var observation: (any Disposable)?
  private weak var root: (any Routing)?
  private var changedSinceSnapshot = false
  private var failed = false

  /// - Parameter report: told once, in a sentence, if writing fails; the game goes on.
  init(sink: LineSink, report: @escaping (String) -> Void) {
    self.sink = sink
    self.report = report
  }

  deinit { observation?.dispose() }

  /// Writes `root`'s snapshot and starts streaming its changes. Call it before launching the
  /// tree to stream the launch too.
  func start(root: any Routing) {
    self.root = root
    write(root.snapshot().json())
    observation = root.observeTreeChanges { [weak self] event in
      self?.changedSinceSnapshot = true
      self?.write(event.json)
    }
  }

  /// Writes a snapshot if the tree changed since the last one.
  func synchronize() {
    guard changedSinceSnapshot, let root else { return }
    changedSinceSnapshot = false
    write(root.snapshot().json())
  }

  private func write(_ line: String) {
    guard !failed else { return }
    if let reason = sink.writeLine(line) {
      failed = true
      observation?.dispose()
      report("The tree is no longer inspected: \(reason). The game goes on.")
    }
  }
}
