import Foundation

/// Everything the page shows: the tree, the path to the last change, the timeline of recent
/// changes and problems, and what the follower is doing.
public struct ViewerState: Sendable {
  /// One row of the timeline.
  public struct Entry: Codable, Equatable, Sendable {
    /// Increases by one per entry, for the whole run.
    public var sequence: Int
    /// When the viewer read it, `HH:MM:SS.mmm` local time.
    public var time: String
    /// A change kind, `snapshot`, `problem` or `status`.
    public var kind: String
    /// The router's id, the same for its whole life.
    public var id: Int?
    /// The router's type name, e.g. `OffGameRouter`.
    public var typeName: String?
    /// The parent's id, or `nil` for none.
    public var parentID: Int?
    /// The entry in words.
    public var text: String
  }

  /// How many entries the timeline keeps.
  public static let timelineLimit = 80

  /// The tree as the records so far give it.
  public private(set) var model = TreeModel()
  /// The latest entries, oldest first.
  public private(set) var timeline: [Entry] = []
  /// The ids from the root to the last change.
  public private(set) var highlight: [Int] = []
  /// What the follower is doing.
  public private(set) var status: String
  /// How many problems the input had so far.
  public private(set) var problemCount = 0
  /// The file or FIFO followed.
  public let path: String
  private var sequence = 0
  private let clock: @Sendable () -> Date

  /// Creates the state of a viewer following `path`; `clock` stamps the timeline.
  public init(path: String, clock: @escaping @Sendable () -> Date = { Date() }) {
    self.path = path
    self.status = "starting"
    self.clock = clock
  }

  /// Reads one line of the stream; `lineNumber` counts from 1 in the current file.
  public mutating func receive(line: Substring, lineNumber: Int) {
    switch TreeRecord.parse(line) {
    case .failure(let error):
      report(problem: "line \(lineNumber): \(error.message); skipped")
    case .success(.snapshot(let snapshot)):
      let before = model.tree
      _ = model.apply(.snapshot(snapshot))
      if before != model.tree {
        let count = snapshot.nodes.count
        let root = snapshot.root
        let text =
          before == nil
          ? "tree of \(count) router\(count == 1 ? "" : "s")"
          : "snapshot: the tree differed from what the changes gave; now \(count) routers"
        add(kind: "snapshot", id: root.id, typeName: root.typeName, parentID: nil, text: text)
        highlight = []
      }
    case .success(.change(let change)):
      for problem in model.apply(.change(change)) {
        report(problem: "line \(lineNumber): \(problem)")
      }
      let parent = change.parentID.map { " (parent #\($0))" } ?? ""
      add(
        kind: change.kind.rawValue, id: change.id, typeName: change.typeName,
        parentID: change.parentID,
        text: "\(change.kind.rawValue) \(change.typeName) #\(change.id)\(parent)")
      highlight = model.pathToLastChange(
        formerParentID: change.kind == .detached ? change.parentID : nil)
    }
  }

  /// Records a problem with the input; the page and the terminal show it.
  public mutating func report(problem: String) {
    problemCount += 1
    add(kind: "problem", id: nil, typeName: nil, parentID: nil, text: problem)
  }

  /// Records what the follower is doing (waiting for the file, following it, …).
  public mutating func setStatus(_ status: String, logged: Bool = true) {
    guard status != self.status else { return }
    self.status = status
    if logged { add(kind: "status", id: nil, typeName: nil, parentID: nil, text: status) }
  }

  /// The file was truncated or replaced: forget the tree, keep the timeline.
  public mutating func reset(reason: String) {
    model = TreeModel()
    highlight = []
    add(kind: "status", id: nil, typeName: nil, parentID: nil, text: reason)
  }

  private mutating func add(kind: String, id: Int?, typeName: String?, parentID: Int?, text: String)
  {
    sequence += 1
    timeline.append(
      Entry(
        sequence: sequence, time: Self.format(clock()), kind: kind, id: id, typeName: typeName,
        parentID: parentID, text: text))
    if timeline.count > Self.timelineLimit {
      timeline.removeFirst(timeline.count - Self.timelineLimit)
    }
  }

  private static func format(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&seconds, &parts)
    let millis = Int(date.timeIntervalSince1970 * 1000) % 1000
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let ms = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(ms)"
  }

  /// What the page reads, as JSON: `{"path", "status", "tree", "highlight", "timeline",
  /// "problems", "sequence"}`. `tree` is `null` or the routers in pre-order, each with the index
  /// of its parent (`parent`, absent for the root): flat, so that any depth is written and read
  /// without recursion, here and in the page.
  public func pageJSON() -> Data {
    let page = PageState(
      path: path, status: status, tree: model.tree?.nodes, highlight: highlight,
      lastChangedID: model.lastChangedID, timeline: timeline, problems: problemCount,
      sequence: sequence)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(page)
    } catch {
      // Nothing in the state should fail to encode; if something does, the page says so.
      let fallback = PageState(
        path: path, status: "the viewer could not write its state: \(error)", tree: nil,
        highlight: [], lastChangedID: nil, timeline: [], problems: problemCount,
        sequence: sequence)
      return (try? encoder.encode(fallback)) ?? Data()
    }
  }
}

/// The page's view of ``ViewerState``.
struct PageState: Encodable {
  var path: String
  var status: String
  var tree: [TreeSnapshot.Node]?
  var highlight: [Int]
  var lastChangedID: Int?
  var timeline: [ViewerState.Entry]
  var problems: Int
  var sequence: Int

  func encode(to encoder: any Encoder) throws {
    // `tree` and `lastChangedID` are written as null when absent, so the page can test them.
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    try container.encode(status, forKey: .status)
    try container.encode(tree, forKey: .tree)
    try container.encode(highlight, forKey: .highlight)
    try container.encode(lastChangedID, forKey: .lastChangedID)
    try container.encode(timeline, forKey: .timeline)
    try container.encode(problems, forKey: .problems)
    try container.encode(sequence, forKey: .sequence)
  }

  enum CodingKeys: String, CodingKey {
    case path, status, tree, highlight, lastChangedID, timeline, problems, sequence
  }
}
