import Dispatch
import RIBSupport
import Synchronization

/// Keeps a closure that was written on the main actor on the main actor.
///
/// Swift 6 infers that a closure written in main-actor code (top-level code, a main-actor
/// type, a module with default main-actor isolation) is isolated to the main actor, and lets it
/// touch main-actor state without `await`. RIBStreams accepts such closures, as RxSwift does,
/// so events and disposals that arrive on another thread must not run them there. This hop
/// runs the work at once when the caller is already on the main thread and nothing is queued,
/// and otherwise queues it for the main thread (``MainActorQueue``); a queue count keeps the
/// order: once one item is queued, later ones queue behind it even when they arrive on the
/// main thread, and one that arrives on the main thread runs the queue up to itself at once,
/// so it is not left waiting for the main queue (which a synchronous program may never run).
///
/// Only the main actor gets a hop: it is the only actor whose thread can be checked without
/// suspending. Closures written in nonisolated code run on the calling thread, as in RxSwift.
@usableFromInline
final class MainActorHop: Sendable {
  /// Items queued for the main thread and not yet run.
  @usableFromInline let queued = Atomic<Int>(0)

  @usableFromInline
  init() {}

  /// A hop when `isolation`, the isolation of the code that handed over a closure, is the
  /// main actor; `nil` otherwise.
  @inlinable
  static func forClosures(writtenIn isolation: (any Actor)?) -> MainActorHop? {
    isMainActor(isolation) ? MainActorHop() : nil
  }

  @inlinable
  static func isMainActor(_ isolation: (any Actor)?) -> Bool {
    guard let isolation else { return false }
    return isolation === MainActor.shared
  }

  /// Whether work may run now, synchronously: the caller is on the main thread and nothing is
  /// queued ahead of it. Inlinable, so that the hot path is two checks and a direct call.
  @inlinable
  var canRunNow: Bool {
    queued.load(ordering: .acquiring) == 0 && isMainThread()
  }

  /// Calls `body` with `value` on the main thread: now if possible, else queued in order.
  @inlinable
  func run<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
    if canRunNow {
      body(value)
    } else {
      enqueue(value, body)
    }
  }

  /// Queues `body(value)` for the main thread, behind everything queued before. On the main
  /// thread, runs the queue up to it at once (unless it is called from a queued item).
  @usableFromInline
  func enqueue<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
    let waiting = queued.add(1, ordering: .acquiringAndReleasing).newValue
    if waiting == MainActorBacklog.warningThreshold { warnOfBacklog(waiting) }
    let ticket = MainActorQueue.shared.enqueue { [self] in
      body(value)
      queued.subtract(1, ordering: .acquiringAndReleasing)
    }
    if isMainThread() { MainActorQueue.shared.run(through: ticket) }
  }

  private func warnOfBacklog(_ waiting: Int) {
    SupportDiagnostics.report(
      SupportReport(
        kind: "mainActorBacklog",
        message: "\(waiting) events or disposals for one closure written in main-actor code"
          + " are waiting for the main thread, which is not running them. A program that"
          + " never runs the main queue (no run loop, dispatchMain() or async main) must call"
          + " MainActorBacklog.drain() on the main thread, e.g. after each line it reads."))
  }
}

extension ObservableType {
  /// This sequence with its events moved to the main thread when `isolation` is the main actor
  /// (see ``MainActorHop``), else this sequence unchanged.
  ///
  /// Operators put it in front of themselves when their closures were written in main-actor
  /// code, so that a transform or predicate that touches main-actor state runs there.
  @inlinable
  func deliveringOnMainActor(ifWrittenIn isolation: (any Actor)?) -> Observable<Element> {
    let source = asObservable()
    guard MainActorHop.isMainActor(isolation) else { return source }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let hop = MainActorHop()
      source.subscribeHandler(
        { event in
          if hop.canRunNow { sink.on(event) } else { hop.enqueue(event, sink.on) }
        }, into: sink.upstream)
    })
  }
}
