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
/// and otherwise queues it on the main queue; a queue count keeps the order: once one item is
/// queued, later ones queue behind it even when they arrive on the main thread.
///
/// Only the main actor gets a hop: it is the only actor whose thread can be checked without
/// suspending. Closures written in nonisolated code run on the calling thread, as in RxSwift.
@usableFromInline
final class MainActorHop: Sendable {
  /// Items queued on the main queue and not yet run.
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

  /// Queues `body(value)` on the main queue, behind everything queued before.
  @usableFromInline
  func enqueue<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
    queued.add(1, ordering: .acquiringAndReleasing)
    // The closure and value were handed over by main-actor code and go back to the main
    // thread, which is the only place they run: no other thread touches them.
    let work = MainThreadWork(value: value, body: body)
    DispatchQueue.main.async { [self] in
      work.body(work.value)
      queued.subtract(1, ordering: .acquiringAndReleasing)
    }
  }
}

/// A value and the main-actor closure that receives it, carried to the main queue.
private struct MainThreadWork<Value>: @unchecked Sendable {
  let value: Value
  let body: (Value) -> Void
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
