import Foundation
import RIBTreeViewerCore

/// Holds the viewer's state, applies what the follower finds, tells the terminal about
/// problems, and streams the state to every open page as server-sent events.
actor Hub {
  private var state: ViewerState
  private var subscribers: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
  private let log: @Sendable (String) -> Void

  init(path: String, log: @escaping @Sendable (String) -> Void) {
    state = ViewerState(path: path)
    self.log = log
  }

  /// The state as the page reads it.
  func pageJSON() -> Data { state.pageJSON() }

  /// Applies a poll's findings, then sends the new state to the pages.
  func apply(_ outputs: [FileFollower.Output]) {
    guard !outputs.isEmpty else { return }
    let seen = state.timeline.last?.sequence ?? 0
    for output in outputs {
      switch output {
      case .line(let line, let number):
        state.receive(line: line[...], lineNumber: number)
      case .status(let status):
        state.setStatus(status)
        log(status)
      case .problem(let problem):
        state.report(problem: problem)
      case .reset(let reason):
        state.reset(reason: reason)
        log(reason)
      }
    }
    for entry in state.timeline where entry.sequence > seen && entry.kind == "problem" {
      log("problem: \(entry.text)")
    }
    broadcast(event(state.pageJSON()))
  }

  /// A stream of server-sent events for one page: the current state at once, then each new
  /// one, and a comment now and then so that a closed connection is noticed.
  func subscribe() -> AsyncStream<[UInt8]> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(
      bufferingPolicy: .bufferingNewest(16))
    continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
    subscribers[id] = continuation
    continuation.yield(Array("retry: 1000\n\n".utf8) + event(state.pageJSON()))
    return stream
  }

  private func unsubscribe(_ id: UUID) { subscribers[id] = nil }

  /// Sends a comment line to every page.
  func keepAlive() { broadcast(Array(": keep-alive\n\n".utf8)) }

  /// How many pages are connected.
  var subscriberCount: Int { subscribers.count }

  private func broadcast(_ bytes: [UInt8]) {
    for continuation in subscribers.values { continuation.yield(bytes) }
  }

  private func event(_ json: Data) -> [UInt8] {
    Array("event: state\ndata: ".utf8) + Array(json) + Array("\n\n".utf8)
  }
}
