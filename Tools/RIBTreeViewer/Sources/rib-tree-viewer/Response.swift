import Foundation

/// What a route answers: a whole body, or a stream of server-sent events.
enum Response: Sendable {
  /// A complete response.
  case full(status: Int, type: String, body: Data)
  /// `text/event-stream`: each chunk goes out as soon as it comes, until the stream or the
  /// connection ends.
  case events(AsyncStream<[UInt8]>)

  /// A plain-text response, e.g. for an error.
  static func text(_ status: Int, _ body: String) -> Response {
    .full(status: status, type: "text/plain; charset=utf-8", body: Data((body + "\n").utf8))
  }

  /// The status line and header fields of a response; `close` says the connection ends after it.
  static func head(status: Int, fields: [(String, String)], close: Bool) -> Data {
    var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
    for (name, value) in fields { text += "\(name): \(value)\r\n" }
    // Pages change with the viewer: nothing is cached.
    text += "Cache-Control: no-store\r\n"
    if close { text += "Connection: close\r\n" }
    return Data((text + "\r\n").utf8)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 431: "Request Header Fields Too Large"
    default: "Error"
    }
  }
}
