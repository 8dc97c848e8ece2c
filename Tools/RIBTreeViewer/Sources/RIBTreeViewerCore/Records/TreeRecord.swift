/// One line of a `ribs-tree` JSON Lines stream: a snapshot of the whole tree, or one change.
///
/// The format is RIBCore's (`RouterSnapshot.json()` and `RouterTreeEvent.json`), version 1;
/// see the Inspecting the RIB tree guide.
public enum TreeRecord: Equatable, Sendable {
  /// The whole tree, which replaces what the viewer knew.
  case snapshot(TreeSnapshot)
  /// One change to one router.
  case change(TreeChange)
}

/// A change to one router, as RIBCore's `RouterTreeEvent` reports it.
public struct TreeChange: Codable, Equatable, Sendable {
  /// `attached`, `detached`, `activated`, `deactivated` or `loaded`.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    case attached, detached, activated, deactivated, loaded
  }

  /// What happened.
  public var kind: Kind
  /// The router's id, the same for its whole life.
  public var id: Int
  /// The router's type name, e.g. `OffGameRouter`.
  public var typeName: String
  /// The parent's id, or `nil` for none.
  public var parentID: Int?
  /// Whether the RIB has a view of its own.
  public var hasView: Bool

  /// Creates a value from its members.
  public init(kind: Kind, id: Int, typeName: String, parentID: Int?, hasView: Bool) {
    self.kind = kind
    self.id = id
    self.typeName = typeName
    self.parentID = parentID
    self.hasView = hasView
  }
}

/// Why a line is not a record the viewer can use, in words for the page and the terminal.
public struct RecordError: Error, Equatable, Sendable {
  /// The problem, in words.
  public var message: String
}

extension TreeRecord {
  /// The version of the format this viewer reads.
  public static let supportedVersion = 1

  /// Reads one line. Members the viewer does not know are ignored, so later minor additions
  /// to the format still read. Any depth of tree reads: the reader does not recurse.
  public static func parse(_ line: Substring) -> Result<TreeRecord, RecordError> {
    var text = String(line)
    return text.withUTF8 { bytes in
      var scanner = JSONScanner(bytes)
      do {
        guard scanner.peek() == UInt8(ascii: "{") else {
          try scanner.skipValue()
          try scanner.expectEnd()
          return .failure(RecordError(message: "not a JSON object: \(excerpt(line))"))
        }
        let members = try RecordMembers.read(&scanner)
        return members.record()
      } catch {
        return .failure(RecordError(message: "not JSON: \(excerpt(line))"))
      }
    }
  }

  /// The start of `line`, short enough for a message.
  static func excerpt(_ line: Substring) -> String {
    let limit = 60
    let text = line.count > limit ? line.prefix(limit) + "…" : line
    return String(text.unicodeScalars.map { $0.value < 0x20 ? "�" : Character($0) })
  }
}
