/// The per-subscription state of a time operator (`debounce`, `throttle`, `delay`, `timeout`,
/// `buffer`, `sample`): a subclass handles the source's events and its timers' firings, all of
/// them run through one ``Serializer``, so its stored state needs no lock and downstream is
/// called one event at a time, never under a lock.
///
/// Terminal events and disposal stop the downstream ``Sink``, which stops the serializer
/// (a disposal waits for the callback in flight on another thread), disposes the source
/// subscription, then ``disposeResources()`` (timers, other subscriptions).
class TimedOperator<Source, Result> {
  /// Where the subclass's events go; set before the source is subscribed.
  private(set) var sink: Sink<Result>!
  /// The operator's serializer, made with the sink: every handler below runs in it, through
  /// ``serialized(_:)``.
  private var serializer: Serializer<() -> Void>!
  /// The subscription to the source, unless a subclass subscribes its own way.
  let sourceSubscription = SingleAssignmentDisposable()
  /// The operator's timer; setting a new one cancels the previous one.
  let timer = SerialDisposable()

  init() {}

  /// Runs `work` in the serializer: now, or after the callback in flight.
  func serialized(_ work: @escaping () -> Void) {
    serializer.send(work)
  }

  /// Handles an event of the source. Runs in the serializer.
  func handle(_ event: Event<Source>) {}

  /// Called once the downstream sink is set, before the source is subscribed: the place to
  /// start a first timer.
  func willSubscribe() {}

  /// Subscribes to `source`; the default sends its events to ``handle(_:)`` through the
  /// serializer, holding the subscription in ``sourceSubscription``.
  func subscribe(to source: Observable<Source>) {
    source.subscribeHandler(
      { [self] event in serialized { self.handle(event) } }, into: sourceSubscription)
  }

  /// Sends `event` downstream. Call it from the serializer only.
  func forward(_ event: Event<Result>) {
    sink.on(event)
  }

  /// Whether downstream has stopped (a terminal event, or disposal).
  var isStopped: Bool { sink.isStopped }

  /// Ends the subscription to the source early, while downstream waits for what the operator
  /// still holds (`delay`'s queued events).
  func disposeSource() {
    sourceSubscription.dispose()
  }

  /// Releases what the operator holds besides the source subscription. Subclasses that hold
  /// more call `super`.
  func disposeResources() {
    timer.dispose()
  }

  fileprivate func attach(_ sink: Sink<Result>) {
    self.sink = sink
    let serializer = workSerializer(forwardingTo: sink)
    self.serializer = serializer
    sink.setUpstream(StopThenDispose(serializer: serializer, disposable: sourceSubscription))
  }
}

extension ObservableType {
  /// An observable whose subscriptions each run a fresh operator made by `make`.
  func timed<Result>(
    _ make: @escaping () -> TimedOperator<Element, Result>
  ) -> Observable<Result> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let operation = make()
      let sink = Sink(downstream, onDispose: { [weak operation] in operation?.disposeResources() })
      operation.attach(sink)
      slot.setSink(sink)
      operation.willSubscribe()
      operation.subscribe(to: source)
    })
  }
}
