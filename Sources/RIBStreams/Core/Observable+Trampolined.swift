extension ObservableType {
  /// `values`, then completion, each in a turn of the ``CurrentThreadScheduler``, as RxSwift's
  /// `of`, `from`, `range` and `repeatElement` emit by default: a value waits for the work the
  /// thread already runs (another source being subscribed beside this one), so synchronous
  /// sources combined by `merge`, `zip` or `combineLatest` take turns as in RxSwift.
  ///
  /// The steps run in a loop, not deeper in the stack, and stop once the subscription ends,
  /// also during `subscribe` (a `take` downstream), so an endless sequence is safe.
  @inlinable
  static func trampolined<Values: Sequence>(_ values: Values) -> Observable<Element>
  where Values.Element == Element {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      TrampolinedEmission(sink: sink, values: values.makeIterator()).scheduleNextTurn()
    })
  }
}

/// One subscription's emission of ``ObservableType/trampolined(_:)``: touched only by its
/// turns, which run one after the other on the subscribing thread.
///
/// `@usableFromInline`, like the factories that make it, so that `values` is stepped through
/// specialised: unspecialised, each `next()` looked up generic metadata.
@usableFromInline
final class TrampolinedEmission<Values: IteratorProtocol> {
  @usableFromInline let sink: Sink<Values.Element>
  // Only its turns touch it, one at a time on one thread.
  @usableFromInline @exclusivity(unchecked) var values: Values

  @inlinable
  init(sink: Sink<Values.Element>, values: Values) {
    self.sink = sink
    self.values = values
  }

  @inlinable
  func scheduleNextTurn() {
    Trampoline.schedule { [self] in runTurn() }
  }

  /// Emits the next value, or the end. While nothing else waits on the trampoline, the next
  /// turn would run right after this one, so it goes on here instead of queueing one: the same
  /// order, without an allocation per value.
  @inlinable
  func runTurn() {
    while !sink.isStopped {
      guard let value = values.next() else { return sink.on(.completed) }
      sink.on(.next(value))
      if Trampoline.hasQueuedWork { return scheduleNextTurn() }
    }
  }
}
