import FlyingSocks
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

/// A fixed text response, e.g. the page.
@Sendable func text(_ body: String, _ type: String) -> Response {
  .full(status: 200, type: type, body: Data(body.utf8))
}

@Sendable func route(_ head: HTTPRequestHead) async -> Response {
  switch head.path {
  case "/": text(Page.html, "text/html; charset=utf-8")
  case "/app.js": text(Page.script, "text/javascript; charset=utf-8")
  case "/app.css": text(Page.style, "text/css; charset=utf-8")
  case "/state": .full(status: 200, type: "application/json", body: await hub.pageJSON())
  case "/events": .events(await hub.subscribe())
  default: .text(404, "not found")
  }
}

let pool = SocketPool<Poll>.make()
do {
  try await pool.prepare()
} catch {
  say("cannot start the event loop: \(error)")
  exit(1)
}
Task.detached {
  do {
    try await pool.run()
  } catch {
    say("the event loop stopped: \(error)")
    exit(1)
  }
}

// A port in use is said, and the next one is tried.
var port = options.port
for attempt in 0..<50 {
  let server: Server
  do {
    server = try Server(port: UInt16(port), pool: pool, route: route, log: say)
  } catch {
    let problem: String
    if case SocketError.failed(_, _, let message) = error {
      problem = message
    } else {
      problem = "\(error)"
    }
    if port == 0 || port >= 65535 || attempt == 49 {
      say("port \(port) cannot be used (\(problem)); giving up. Try --port 0.")
      exit(1)
    }
    say("port \(port) cannot be used (\(problem)); trying \(port + 1)")
    port += 1
    continue
  }
  say("serving http://127.0.0.1:\(server.port)/ (following \(path); Ctrl-C to stop)")
  do {
    try await server.run()
  } catch {
    say("the server stopped: \(error)")
  }
  exit(1)
}
