import RIBStreams
import RIBSupport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// The detector in force: one installed for the process, which a task can override for the
// code it runs. Routers read it when they are created.
extension LeakDetector {
  private static let inForce = ScopedInstance(LeakDetector())

  /// The detector in force: the one scoped to the current task with
  /// ``withInstance(_:operation:)``, else the process-wide one.
  ///
  /// A task-local scope is not visible inside an `isolated deinit`, nor in work a `deinit`
  /// hands to the main actor from another thread. Routers and presentable interactors
  /// therefore read the detector when they are created and register with that one when they
  /// are deallocated; code of yours that registers from a deinit should do the same.
  public static var instance: LeakDetector {
    inForce.current
  }

  /// Replaces the process-wide detector; returns the previous one.
  ///
  /// ```swift
  /// LeakDetector.setInstance(LeakDetector(isEnabled: false))  // no leak checks in this app
  /// ```
  @discardableResult
  public static func setInstance(_ detector: LeakDetector) -> LeakDetector {
    inForce.install(detector)
  }

  /// Runs `operation` with `detector` in force for the current task (and the tasks it
  /// creates), then restores the previous one.
  ///
  /// ```swift
  /// LeakDetector.withInstance(detector) {
  ///   detector.expectDeallocate(object: cache)  // or code that reads LeakDetector.instance
  /// }
  /// ```
  public static func withInstance<R>(
    _ detector: LeakDetector, operation: () throws -> R
  ) rethrows -> R {
    try inForce.withValue(detector, operation: operation)
  }

  /// Like ``withInstance(_:operation:)``, for asynchronous work.
  public static func withInstance<R>(
    _ detector: LeakDetector,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await inForce.withValue(detector, isolation: isolation, operation: operation)
  }

  /// Whether `DISABLE_LEAK_DETECTION` is set to `YES`, `1` or `true` (any case).
  public static var isDisabledByEnvironment: Bool {
    guard let raw = getenv("DISABLE_LEAK_DETECTION") else { return false }
    return ["yes", "1", "true"].contains(String(cString: raw).lowercased())
  }
}
