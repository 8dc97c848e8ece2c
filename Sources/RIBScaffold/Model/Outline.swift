/// A tree of RIBs written as an indented Markdown list, so that a team can lay out an app in
/// one go:
///
/// ```markdown
/// - Root (existing)
///   - LoggedOut
///   - LoggedIn (viewless)
///     - OffGame
/// ```
///
/// Each item is a RIB; its sub-items are its children. `(viewless)` marks a RIB without a view
/// of its own, `(swiftui)` one whose view is a SwiftUI view. `(existing)`, allowed on top-level
/// items only, marks a RIB that exists already: it is not written, only given its new children.
/// Other lines (headings, text, blank lines) are ignored.
struct Outline {
  /// One item of the list.
  struct Item: Equatable {
    let name: String
    var isViewless = false
    var isSwiftUI = false
    var isExisting = false
    var children: [Item] = []
    /// Where the item is in the file, 1-based, for messages.
    var line = 0
  }

  /// The top-level items.
  let items: [Item]

  /// Parses `text`; `file` names it in errors, which give the line number.
  init(_ text: String, file: String) throws {
    // (indent, item) for each list line, then folded into a tree by indentation.
    var flat: [(indent: Int, item: Item, line: Int)] = []
    var inCodeBlock = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") { inCodeBlock.toggle() }
      guard !inCodeBlock, let bullet = trimmed.first, "-*+".contains(bullet),
        trimmed.dropFirst().first == " "
      else { continue }
      let where_ = "\(file):\(index + 1)"
      guard !line.prefix(while: { $0 == " " || $0 == "\t" }).contains("\t") else {
        throw ScaffoldError("\(where_): indent with spaces, not tabs.")
      }
      let indent = line.count - trimmed.count
      var item = try Self.item(String(trimmed.dropFirst(2)), at: where_)
      item.line = index + 1
      flat.append((indent, item, index + 1))
    }
    guard !flat.isEmpty else {
      throw ScaffoldError(
        "\(file) has no list items; write one RIB per line, `- Name`, children indented below"
          + " their parent (see --help).")
    }
    var position = 0
    items = try Self.children(of: -1, in: flat, from: &position, file: file)
  }

  /// `LoggedIn (viewless)` → an item. The markers may share parentheses, `(viewless,
  /// existing)`, or each have their own, `(viewless) (existing)`.
  private static func item(_ text: String, at where_: String) throws -> Item {
    var rest = Substring(text).trimmingSpaces
    var markers: [Substring] = []
    // The groups are taken from the end, so that each is read alone.
    while rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") {
      markers.insert(
        contentsOf: rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
          .split(separator: ",").map(\.trimmingSpaces), at: 0)
      rest = rest[..<open].trimmingSpaces
    }
    var item = Item(name: String(rest))
    for marker in markers {
      switch marker.lowercased() {
      case "viewless", "view-less": item.isViewless = true
      case "swiftui": item.isSwiftUI = true
      case "existing": item.isExisting = true
      default:
        throw ScaffoldError(
          "\(where_): unknown marker `\(marker)`; the markers are (viewless), (swiftui) and"
            + " (existing).")
      }
    }
    if item.isViewless && item.isSwiftUI {
      throw ScaffoldError(
        "\(where_): (swiftui) does not go with (viewless): a view-less RIB has no view to write in"
          + " SwiftUI; drop (swiftui).")
    }
    return item
  }

  /// The items indented more than `indent`, from `position` on, as a forest.
  private static func children(
    of indent: Int, in flat: [(indent: Int, item: Item, line: Int)], from position: inout Int,
    file: String
  ) throws -> [Item] {
    var result: [Item] = []
    guard position < flat.count else { return result }
    let level = flat[position].indent
    while position < flat.count, flat[position].indent > indent {
      let entry = flat[position]
      guard entry.indent == level else {
        throw ScaffoldError(
          "\(file):\(entry.line): this item is indented unlike its siblings above; indent"
            + " children further than their parent, and siblings alike.")
      }
      var item = entry.item
      position += 1
      item.children = try children(of: level, in: flat, from: &position, file: file)
      result.append(item)
    }
    return result
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
