import FlyingSocks
import Foundation
import RIBTreeViewerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The viewer's HTTP/1.1 server: FlyingSocks' sockets and event loop, with a request reader of
/// our own (``HTTPHeadReader``).
///
/// FlyingFox's `HTTPServer` could not be kept: its line reader takes time quadratic in a line's
/// length with no limit, so two requests with a 64 KiB header line held the two threads of the
/// concurrency pool for a minute; and an `accept` that failed (out of file descriptors) ended
/// its server. Here a head is read in linear time within fixed limits, and a failed `accept`
/// costs that one connection.
final class Server: Sendable {
  typealias Route = @Sendable (HTTPRequestHead) async -> Response

  /// How long a connection may take to send a request head, or sit idle between requests.
  static let headTimeout: Duration = .seconds(30)
  /// How long, and how much, a rejected request's remaining bytes are read and dropped before
  /// the connection is closed, so that the client gets the answer rather than a reset.
  static let drainTimeout: Duration = .seconds(1)
  static let drainLimit = 1 << 20

  private let listener: AsyncSocket
  private let pool: any AsyncSocketPool
  private let route: Route
  private let log: @Sendable (String) -> Void
  private let saidOutOfDescriptors = Locked(false)
  /// A descriptor held in reserve: closed to make room to accept, and drop, a connection when
  /// the process has no descriptor left. Without it the listening socket stays readable and
  /// `accept` fails again at once, forever.
  private let reserve = Locked<Int32>(-1)

  /// Listens on 127.0.0.1:`port` (`0`: any free port); throws if that port cannot be used.
  init(
    port: UInt16, pool: any AsyncSocketPool, route: @escaping Route,
    log: @escaping @Sendable (String) -> Void
  ) throws {
    let socket = try Socket(domain: AF_INET, type: .stream)
    do {
      try socket.setValue(true, for: .localAddressReuse)
      try socket.bind(to: .inet(ip4: "127.0.0.1", port: port))
      try socket.listen()
      listener = try AsyncSocket(socket: socket, pool: pool)
    } catch {
      try? socket.close()
      throw error
    }
    self.pool = pool
    self.route = route
    self.log = log
    reserve.withLock { $0 = open("/dev/null", O_RDONLY) }
  }

  /// The port listened on.
  var port: Int {
    if case .ip4(_, let port) = try? listener.socket.sockname() { return Int(port) }
    return 0
  }

  /// Accepts connections and serves each in a task of its own, until the listening socket
  /// fails.
  func run() async throws {
    while true {
      do {
        let connection = try await listener.accept()
        Task { await self.serve(connection) }
      } catch SocketError.failed(_, let code, let message)
        where code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM
      {
        await shedConnection(reason: message)
      } catch SocketError.failed(_, let code, _)
        where code == ECONNABORTED || code == EINTR || code == EPROTO
      {
        continue
      }
    }
  }

  /// Out of descriptors or memory: takes the waiting connection and closes it at once, and says
  /// so the first time.
  private func shedConnection(reason: String) async {
    let first = saidOutOfDescriptors.withLock { said in
      defer { said = true }
      return !said
    }
    if first {
      log(
        "cannot accept connections: \(reason); dropping new ones until some close (said once;"
          + " `ulimit -n` shows the limit)")
    }
    let dropped = reserve.withLock { reserve -> Bool in
      guard reserve >= 0 else { return false }
      close(reserve)
      let connection = accept(listener.socket.file.rawValue, nil, nil)
      if connection >= 0 { close(connection) }
      reserve = open("/dev/null", O_RDONLY)
      return connection >= 0
    }
    // Without a reserve, or if the room was taken at once, wait a little rather than spin.
    if !dropped { try? await Task.sleep(for: .milliseconds(50)) }
  }

  /// Reads requests from one connection and answers them in order, until the client closes,
  /// asks to close, or sends something that cannot be served.
  private func serve(_ connection: AsyncSocket) async {
    defer { try? connection.close() }
    var reader = HTTPHeadReader()
    while true {
      let outcome = await nextHead(from: connection, reader: &reader)
      switch outcome {
      case nil:
        return
      case .needsMore:
        return
      case .reject(let status, let reason):
        await reject(connection, status: status, reason: reason)
        return
      case .head(let head):
        if head.announcesBody {
          await reject(connection, status: 413, reason: "the viewer takes no request bodies")
          return
        }
        let response =
          head.method == "GET" ? await route(head) : .text(405, "only GET is served")
        guard await send(response, on: connection, close: head.wantsClose), !head.wantsClose
        else { return }
      }
    }
  }

  /// The next head, or `nil` when the connection ends or stays silent past ``headTimeout``.
  private func nextHead(
    from connection: AsyncSocket, reader: inout HTTPHeadReader
  ) async -> HTTPHeadReader.Outcome? {
    var outcome = reader.next()
    while outcome == .needsMore {
      guard let bytes = await read(connection, within: Self.headTimeout), !bytes.isEmpty else {
        return nil
      }
      outcome = reader.read(bytes)
    }
    return outcome
  }

  /// Up to 16 KiB from `connection`; `nil` at its end, on an error, or after `timeout`.
  private func read(_ connection: AsyncSocket, within timeout: Duration) async -> [UInt8]? {
    await withTaskGroup(of: [UInt8]?.self) { group in
      group.addTask { try? await connection.read(atMost: 16 * 1024) }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  /// Answers `status` and closes: the reply, then what the client still sends is read and
  /// dropped for a moment, so that closing with unread bytes does not reset the connection
  /// before the reply is read.
  private func reject(_ connection: AsyncSocket, status: Int, reason: String) async {
    _ = await send(.text(status, reason), on: connection, close: true)
    shutdown(connection.socket.file.rawValue, Int32(SHUT_WR))
    var drained = 0
    let deadline = ContinuousClock.now + Self.drainTimeout
    while drained < Self.drainLimit, ContinuousClock.now < deadline {
      guard let bytes = await read(connection, within: deadline - .now), !bytes.isEmpty else {
        return
      }
      drained += bytes.count
    }
  }

  /// Writes `response`; whether the connection can be used for another request.
  private func send(_ response: Response, on connection: AsyncSocket, close: Bool) async -> Bool {
    do {
      switch response {
      case .full(let status, let type, let body):
        let fields = [("Content-Type", type), ("Content-Length", String(body.count))]
        try await connection.write(
          Response.head(status: status, fields: fields, close: close) + body)
        return true
      case .events(let stream):
        // The stream never ends by itself: its end is the connection's.
        let fields = [("Content-Type", "text/event-stream"), ("X-Accel-Buffering", "no")]
        try await connection.write(Response.head(status: 200, fields: fields, close: true))
        for await chunk in stream { try await connection.write(Data(chunk)) }
        return false
      }
    } catch {
      return false
    }
  }
}
