import RIBSupport

/// Runs the subscriptions an operator decides on while delivering (`flatMap`'s inner
/// sequences, `concat`'s next source, `retry`'s next attempt) one at a time, in a loop, after
/// the delivery that asked for them, never inside it.
///
/// Two reasons keep a subscription out of the operator's ``Serializer`` callback. A source
/// that emits while being subscribed (an infinite `repeatElement` under a `take`) has its
/// events delivered as they come, not queued behind a callback that never returns, so
/// downstream can stop it; and a disposal on another thread, which waits for the callback in
/// flight, does not wait for a whole subscription. And a subscription asked for by a source's
/// synchronous completion or failure (the next source of a `concat`, the next attempt of a
/// `retry`) joins the running loop instead of nesting in the stack, so any number of them runs
/// at constant stack depth.
///
/// Protocol: a callback calls ``schedule(_:)``; whoever sent the event (after the serializer's
/// `send` returned) calls ``run()``. Only one thread runs the loop at a time; a thread that
/// finds it running returns, and the running thread takes what it queued.
final class SubscribeLoop: @unchecked Sendable {
  private struct State {
    var queue: [() -> Void] = []
    var head = 0
    var isRunning = false
  }

  private let state = Locked(State())

  init() {}

  /// Queues `subscribe` for the loop.
  func schedule(_ subscribe: @escaping () -> Void) {
    state.withLock { $0.queue.append(subscribe) }
  }

  /// Runs the queued subscriptions until none is left, unless a thread (this one, further up
  /// the stack, or another) already does.
  func run() {
    var claimed = false
    while let subscribe = state.withLock({ state -> (() -> Void)? in
      guard claimed || !state.isRunning else { return nil }
      guard state.head < state.queue.count else {
        if claimed { state.isRunning = false }
        state.queue.removeAll(keepingCapacity: state.queue.count <= 64)
        state.head = 0
        return nil
      }
      claimed = true
      state.isRunning = true
      let subscribe = state.queue[state.head]
      // Its captures are let go of outside the lock, when `subscribe` goes out of scope.
      state.queue[state.head] = {}
      state.head += 1
      return subscribe
    }) {
      subscribe()
    }
  }
}

/// The serializer of an operator whose per-event work is a closure: it runs each one, and
/// stops (dropping what is queued, letting go of `sink`) once `sink` has stopped.
func workSerializer<Element>(forwardingTo sink: Sink<Element>) -> Serializer<() -> Void> {
  Serializer { work in
    work()
    return !sink.isStopped
  }
}
