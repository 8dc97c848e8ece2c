#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A problem RIBStreams finds in how it is used, which it cannot fix and must not keep quiet.
package struct StreamsWarning: Sendable, Equatable {
  /// What kind of problem.
  package enum Kind: String, Sendable {
    /// Events and disposals for closures written in main-actor code pile up: nothing runs
    /// the main queue.
    case mainActorBacklog
  }

  package let kind: Kind
  package let message: String

  package init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }
}

/// Where RIBStreams sends its warnings. RIBStreams has no `Diagnostics` of its own (RIBCore
/// does, and RIBStreams is used without RIBCore), so RIBCore routes them into its
/// `Diagnostics` as soon as it is used; until then, and in programs without RIBCore, a warning
/// is one line on standard error.
package enum StreamsWarnings {
  private static let route = Locked<(@Sendable (StreamsWarning) -> Void)?>(nil)

  /// Sends every warning from now on to `handler`, on the thread that finds it.
  package static func route(to handler: @escaping @Sendable (StreamsWarning) -> Void) {
    route.withLock { $0 = handler }
  }

  /// Reports `warning` to the routed handler, else to standard error.
  package static func report(_ warning: StreamsWarning) {
    if let handler = route.withLock({ $0 }) {
      handler(warning)
      return
    }
    var line = "[RIBStreams] \(warning.kind.rawValue): \(warning.message)\n"
    line.withUTF8 { bytes in
      #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        _ = write(2, bytes.baseAddress, bytes.count)
      #else
        print(String(decoding: bytes, as: UTF8.self), terminator: "")
      #endif
    }
  }
}
