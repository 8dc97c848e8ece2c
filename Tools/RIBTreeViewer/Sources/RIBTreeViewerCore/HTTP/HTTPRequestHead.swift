/// The start of an HTTP/1.1 request: its request line and header fields.
public struct HTTPRequestHead: Equatable, Sendable {
  /// `GET`, `HEAD`, …
  public var method: String
  /// The request target as sent, e.g. `/state` or `/?x=1`.
  public var target: String
  /// `HTTP/1.1` or `HTTP/1.0`.
  public var version: String
  /// The header fields by lowercased name; repeated fields are joined with `, `.
  public var fields: [String: String]

  /// Creates a head from its parts.
  public init(method: String, target: String, version: String, fields: [String: String] = [:]) {
    self.method = method
    self.target = target
    self.version = version
    self.fields = fields
  }

  /// The target without its query.
  public var path: Substring { target.prefix { $0 != "?" } }

  /// Whether a body follows the head (the viewer's routes take none).
  public var announcesBody: Bool {
    fields["transfer-encoding"] != nil || (fields["content-length"].map { $0 != "0" } ?? false)
  }

  /// Whether the client wants the connection closed after the response.
  public var wantsClose: Bool {
    let connection = fields["connection"]?.lowercased() ?? ""
    return version == "HTTP/1.0" ? !connection.contains("keep-alive") : connection.contains("close")
  }
}
