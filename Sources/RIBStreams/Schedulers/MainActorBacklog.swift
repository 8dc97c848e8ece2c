import Dispatch
import RIBSupport

#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

/// The work waiting for the main thread: what a program that never runs the main queue calls
/// to catch up.
///
/// Events and disposals that reach a closure written in main-actor code from another thread
/// wait for the main thread (see "A closure runs where it was written" in the concurrency
/// guide), and so does other main-actor work: a `Task { @MainActor in … }`, a block sent with
/// `DispatchQueue.main.async`, the `isolated deinit` of a router or presentable interactor
/// released on another thread. An app's run loop, `dispatchMain()` or an `async` main runs
/// the main queue, and with it all of that. A synchronous program (a command-line tool that
/// reads its input on the main thread, say) never does, so nothing of it runs, and events
/// queued for one closure pile up; call ``drain()`` on the main thread where the program can
/// take the work, e.g. after each line it reads:
///
/// ```swift
/// while let line = readLine() {
///   handle(line)
///   MainActorBacklog.drain()
/// }
/// ```
///
/// Without it, once ``warningThreshold`` events wait for one closure, RIBStreams warns once
/// (through RIBCore's `Diagnostics` as a `mainActorBacklog` report when RIBCore is used, else
/// on standard error), instead of growing without a word.
public enum MainActorBacklog {
  /// How many events and disposals may wait for one main-actor closure before RIBStreams
  /// warns: 100 000.
  public static let warningThreshold = 100_000

  /// The events and disposals for closures written in main-actor code that wait for the main
  /// thread.
  public static var count: Int { MainActorQueue.shared.count }

  /// Whether ``drain()`` is running, on the main thread.
  @preconcurrency @MainActor private static var isDraining = false

  /// Runs the main-actor work that waits for the main thread, oldest first: the events and
  /// disposals RIBStreams queued for main-actor closures, then, on Linux, what waits on the
  /// main queue (tasks, blocks, `isolated deinit`s), then the events and disposals queued
  /// meanwhile.
  ///
  /// What that work queues on the main queue meanwhile runs at the next call. Calling it where
  /// the main queue runs anyway (an app, a test, `dispatchMain()`) is harmless: it runs the
  /// waiting events early, and leaves the main queue to its own run loop. On Apple platforms
  /// it runs only the events and disposals; run the main run loop for a turn
  /// (`RunLoop.main.run(until: .now)`) for the rest.
  ///
  /// Called from work it is running (an observer on the main thread), it returns at once.
  /// Called off the main thread (which the Swift 5 language mode lets code do), it runs
  /// nothing and reports the call.
  @preconcurrency @MainActor
  public static func drain() {
    guard isMainThread() else {
      SupportDiagnostics.report(
        SupportReport(
          kind: "other",
          message: "MainActorBacklog.drain() was called off the main thread and ran nothing:"
            + " the work it runs belongs to the main actor. Call it on the main thread."))
      return
    }
    // From inside work it runs (or an item the main queue runs), draining again would run
    // other work inside that work: a block queued on the main queue, a task, inside a
    // synchronous observer.
    guard !isDraining, !MainActorQueue.shared.isRunning else { return }
    isDraining = true
    defer { isDraining = false }
    // Up to the newest item at each pass, not until none is left: other threads may keep
    // sending, and the caller must get its thread back.
    let queue = MainActorQueue.shared
    if let newest = queue.newestTicket { queue.run(through: newest) }
    #if os(Linux) && canImport(Glibc)
      drainMainDispatchQueue()
    #endif
    if let newest = queue.newestTicket { queue.run(through: newest) }
  }
}

#if os(Linux) && canImport(Glibc)
  /// libdispatch's entry for the run loop that services the main queue (CoreFoundation's,
  /// on Linux too): it runs the blocks queued on the main queue before the call. It must be
  /// called on the process's main thread while that thread owns the main queue (before any
  /// `dispatchMain()`); it returns at once when called from a block it is running.
  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

  /// Runs the main queue's waiting blocks if this is the process's main thread, which then
  /// owns the main queue: after `dispatchMain()`, main-queue blocks (and so main-actor code)
  /// run on other threads, where libdispatch would stop the process.
  private func drainMainDispatchQueue() {
    guard isProcessMainThread() else { return }
    dispatchMainQueueCallback(nil)
  }

  /// Whether the calling thread is the process's first thread, whose thread id is the
  /// process id (`gettid` is not visible to Swift, so it is read from procfs).
  private func isProcessMainThread() -> Bool {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
    guard length > 0 else { return false }
    let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let process = getpid()
    return link == "\(process)/task/\(process)"
  }
#endif
