import FlyingFox
import Foundation
import RIBTreeViewerCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to the terminal at once (standard output is often a pipe, then buffered).
@Sendable func say(_ text: String) {
  FileHandle.standardOutput.write(Data("rib-tree-viewer: \(text)\n".utf8))
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
  options = parsed
case .failure(let error):
  FileHandle.standardError.write(
    Data("rib-tree-viewer: \(error.message)\n\n\(Options.usage)\n".utf8))
  exit(2)
}
if options.showHelp {
  print(Options.usage)
  exit(0)
}
// A page closed while an update is sent must not end the viewer.
signal(SIGPIPE, SIG_IGN)

let path = options.followPath ?? ""
let hub = Hub(path: path, log: say)

// The follower: reads what is new, hands it to the hub, and sleeps a little.
let pollInterval = Duration.milliseconds(options.pollMilliseconds)
Task.detached {
  let follower = FileFollower(path: path)
  while true {
    await hub.apply(follower.poll())
    try? await Task.sleep(for: pollInterval)
  }
}
Task.detached {
  while true {
    try? await Task.sleep(for: .seconds(10))
    await hub.keepAlive()
  }
}

func makeServer(port: Int) throws -> HTTPServer {
  HTTPServer(
    address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 30, logger: .disabled)
}

/// A fixed text response, never cached (the page changes with the viewer).
@Sendable func text(_ body: String, _ type: String) -> HTTPResponse {
  HTTPResponse(
    statusCode: .ok,
    headers: [.contentType: type, .cacheControl: "no-store"],
    body: Data(body.utf8))
}

func addRoutes(to server: HTTPServer) async {
  await server.appendRoute("GET /") { _ in text(Page.html, "text/html; charset=utf-8") }
  await server.appendRoute("GET /app.js") { _ in
    text(Page.script, "text/javascript; charset=utf-8")
  }
  await server.appendRoute("GET /app.css") { _ in text(Page.style, "text/css; charset=utf-8") }
  await server.appendRoute("GET /state") { _ in
    HTTPResponse(
      statusCode: .ok,
      headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: await hub.pageJSON())
  }
  await server.appendRoute("GET /events") { _ in
    HTTPResponse(
      statusCode: .ok,
      headers: [
        .contentType: "text/event-stream", .cacheControl: "no-store",
        HTTPHeader("X-Accel-Buffering"): "no",
      ],
      body: HTTPBodySequence(from: ByteChunks(stream: await hub.subscribe())))
  }
}

// A port in use is said, and the next one is tried.
var port = options.port
for attempt in 0..<50 {
  if port != 0, let problem = PortProbe.problem(port: port) {
    if port >= 65535 || attempt == 49 {
      say("port \(port) cannot be used (\(problem)); giving up. Try --port 0.")
      exit(1)
    }
    say("port \(port) cannot be used (\(problem)); trying \(port + 1)")
    port += 1
    continue
  }
  let server: HTTPServer
  do {
    server = try makeServer(port: port)
  } catch {
    say("cannot serve on 127.0.0.1:\(port): \(error)")
    exit(1)
  }
  await addRoutes(to: server)
  let running = Task { try await server.run() }
  do {
    try await server.waitUntilListening(timeout: 5)
  } catch {
    running.cancel()
    say("port \(port) did not start listening (\(error)); trying \(port + 1)")
    port += port == 0 ? 0 : 1
    continue
  }
  if case .ip4(_, let actual) = await server.listeningAddress { port = Int(actual) }
  say("serving http://127.0.0.1:\(port)/ (following \(path); Ctrl-C to stop)")
  do {
    try await running.value
    say("the server stopped")
  } catch {
    say("the server stopped: \(error)")
  }
  exit(1)
}
