extension ObservableType {
  /// `values`, then completion, each in a turn of the ``CurrentThreadScheduler``, as RxSwift's
  /// `of`, `from`, `range` and `repeatElement` emit by default: a value waits for the work the
  /// thread already runs for a subscription (another source being subscribed beside this one),
  /// so synchronous sources combined by `merge`, `zip` or `combineLatest` interleave as in
  /// RxSwift. The steps run in a loop, not deeper in the stack, and stop once the subscription
  /// ends, also during `subscribe` (a `take` downstream), so an endless sequence is safe.
  static func trampolined<Values: Sequence>(_ values: Values) -> Observable<Element>
  where Values.Element == Element {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      TrampolinedEmission(sink: sink, values: values.makeIterator()).scheduleNextStep()
    })
  }
}

/// One subscription's emission of ``ObservableType/trampolined(_:)``: touched only by the
/// steps, which run one after the other on the subscribing thread's trampoline.
private final class TrampolinedEmission<Values: IteratorProtocol> {
  private let sink: Sink<Values.Element>
  private var values: Values

  init(sink: Sink<Values.Element>, values: Values) {
    self.sink = sink
    self.values = values
  }

  func scheduleNextStep() {
    _ = CurrentThreadScheduler.instance.schedule(self) { emission in
      emission.step()
      return Disposables.create()
    }
  }

  private func step() {
    guard !sink.isStopped else { return }
    guard let value = values.next() else { return sink.on(.completed) }
    sink.on(.next(value))
    scheduleNextStep()
  }
}
