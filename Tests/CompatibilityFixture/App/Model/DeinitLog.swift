import Synchronization

/// What apps put in their RIBs' `deinit`: a note that the RIB went away. Counted by name, so
/// tests (which may run side by side) can see a deinit run.
nonisolated final class DeinitLog: Sendable {
  static let shared = DeinitLog()

  private let counts = Mutex<[String: Int]>([:])

  func record(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }

  func count(of name: String) -> Int { counts.withLock { $0[name, default: 0] } }
}
