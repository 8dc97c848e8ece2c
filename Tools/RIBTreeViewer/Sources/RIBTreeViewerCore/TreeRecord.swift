import Foundation

/// One line of a `ribs-tree` JSON Lines stream: a snapshot of the whole tree, or one change.
///
/// The format is RIBCore's (`RouterSnapshot.json()` and `RouterTreeEvent.json`), version 1;
/// see the Inspecting the RIB tree guide.
public enum TreeRecord: Equatable, Sendable {
  /// The whole tree, which replaces what the viewer knew.
  case snapshot(TreeNodeSnapshot)
  /// One change to one router.
  case change(TreeChange)
}

/// A router in a snapshot, with its subtree.
public struct TreeNodeSnapshot: Codable, Equatable, Sendable {
  /// The router's id, the same for its whole life.
  public var id: Int
  /// The router's type name, e.g. `OffGameRouter`.
  public var typeName: String
  /// Whether the router's interactor is active.
  public var isActive: Bool
  /// Whether the RIB has a view of its own.
  public var hasView: Bool
  /// The children, in attachment order.
  public var children: [TreeNodeSnapshot]

  /// Creates a value from its members.
  public init(
    id: Int, typeName: String, isActive: Bool, hasView: Bool, children: [TreeNodeSnapshot] = []
  ) {
    self.id = id
    self.typeName = typeName
    self.isActive = isActive
    self.hasView = hasView
    self.children = children
  }
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
  /// to the format still read.
  public static func parse(_ line: Substring) -> Result<TreeRecord, RecordError> {
    let data = Data(line.utf8)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      return .failure(RecordError(message: "not JSON: \(excerpt(line))"))
    }
    guard let members = object as? [String: Any] else {
      return .failure(RecordError(message: "not a JSON object: \(excerpt(line))"))
    }
    guard members["format"] as? String == "ribs-tree" else {
      return .failure(RecordError(message: "not a ribs-tree record (no \"format\":\"ribs-tree\")"))
    }
    guard let version = members["version"] as? Int, version == supportedVersion else {
      return .failure(
        RecordError(
          message: "format version \(members["version"].map { "\($0)" } ?? "missing"); this"
            + " viewer reads version \(supportedVersion)"))
    }
    guard let kind = members["kind"] as? String else {
      return .failure(RecordError(message: "no \"kind\""))
    }
    let decoder = JSONDecoder()
    do {
      if kind == "snapshot" {
        guard let root = members["root"] else {
          return .failure(RecordError(message: "a snapshot with no \"root\""))
        }
        let rootData = try JSONSerialization.data(withJSONObject: root)
        return .success(.snapshot(try decoder.decode(TreeNodeSnapshot.self, from: rootData)))
      }
      guard TreeChange.Kind(rawValue: kind) != nil else {
        return .failure(RecordError(message: "unknown kind \"\(excerpt(Substring(kind)))\""))
      }
      return .success(.change(try decoder.decode(TreeChange.self, from: data)))
    } catch DecodingError.keyNotFound(let key, _) {
      return .failure(RecordError(message: "a \(kind) record with no \"\(key.stringValue)\""))
    } catch {
      return .failure(RecordError(message: "a \(kind) record with a member of the wrong type"))
    }
  }

  /// The start of `line`, short enough for a message.
  static func excerpt(_ line: Substring) -> String {
    let limit = 60
    let text = line.count > limit ? line.prefix(limit) + "…" : line
    return String(text.unicodeScalars.map { $0.value < 0x20 ? "�" : Character($0) })
  }
}
