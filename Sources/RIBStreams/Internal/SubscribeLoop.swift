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
/// Protocol: a callback calls ``Serializer/schedule(_:)``; whoever sent the event (after the
/// serializer's `send` returned) calls ``Serializer/run()``. It is a ``Serializer`` whose items
/// are subscriptions: the first one scheduled claims the drain, any thread's `run()` starts
/// it, and what is scheduled while it runs waits its turn.
@usableFromInline
typealias SubscribeLoop = Serializer<() -> Void>

extension Serializer where Item == () -> Void {
  /// A loop that runs each subscription it is given.
  @inlinable
  convenience init() {
    self.init { subscribe in
      subscribe()
      return true
    }
  }

  /// Queues `subscribe` for the loop.
  @inlinable
  func schedule(_ subscribe: @escaping () -> Void) {
    _ = enqueueClaimingDrain(subscribe)
  }

  /// Runs the queued subscriptions until none is left, unless a thread (this one, further up
  /// the stack, or another) already does.
  @inlinable
  func run() { drain() }
}

/// The serializer of an operator whose per-event work is a closure: it runs each one, and
/// stops (dropping what is queued, letting go of `sink`) once `sink` has stopped.
@inlinable
func workSerializer<Element>(forwardingTo sink: Sink<Element>) -> Serializer<() -> Void> {
  Serializer { work in
    work()
    return !sink.isStopped
  }
}
