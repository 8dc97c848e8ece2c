/// What `Observable.concat(_:)` of a sequence returns. It reads the sequence as RxSwift's
/// does: one source at a time, the next once the previous one has completed. A source that is
/// itself such a concatenation has its sources read in the same loop, instead of being
/// subscribed inside the previous one (RxSwift's tail-recursion optimisation): a sequence
/// built as `[first, [second, [third, …].concat()].concat()].concat()`, lazily, runs to any
/// depth, forever if it never ends.
final class Concatenation<Element>: Observable<Element> {
  let sources: AnySequence<Observable<Element>>
  /// How many sources there are, when they are a collection: once the last one is read, the
  /// loop lets go of this concatenation's iterator, so that an endless chain nested in last
  /// places keeps one iterator, not one per level.
  let count: Int?

  init<Sources: Sequence<Observable<Element>>>(_ sources: Sources) {
    self.sources = AnySequence(sources)
    count = (sources as? any Collection)?.count
  }

  override func subscribeHandler(_ handler: @escaping EventHandler<Element>) -> any Disposable {
    let slot = SingleAssignmentDisposable(forwardsRepeatedDisposal: true)
    subscribeHandler(handler, into: slot)
    return slot
  }

  // The outermost subscription on a thread runs as a turn of the CurrentThreadScheduler, as
  // for every operator (see `Producer`).
  override func subscribeHandler(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    Trampoline.outermost { subscribeNow(handler, into: slot) }
  }

  private func subscribeNow(
    _ handler: @escaping EventHandler<Element>, into slot: SingleAssignmentDisposable
  ) {
    let sink = Sink(handler)
    slot.setSink(sink)
    let run = ConcatenationRun(sink: sink, sources: FlattenedSources(self))
    sink.setUpstream(StopThenDispose(serializer: run.serializer, disposable: run.current))
    run.send { run.subscribeNext() }
  }
}

// Immutable after init, like its superclass.
extension Concatenation: @unchecked Sendable {}

/// One subscription to a ``Concatenation``: its state is touched only in its serializer's
/// callbacks, and each source is subscribed through a ``SubscribeLoop``, so one that completes
/// while being subscribed has the next one subscribed in a later turn of the loop, not deeper
/// in the stack.
final class ConcatenationRun<Element> {
  let serializer: Serializer<() -> Void>
  /// The subscription to the source running now.
  let current = SerialDisposable()
  private let loop = SubscribeLoop()
  private let sink: Sink<Element>
  private var sources: FlattenedSources<Element>.Iterator

  init(sink: Sink<Element>, sources: FlattenedSources<Element>) {
    self.sink = sink
    self.sources = sources.makeIterator()
    serializer = workSerializer(forwardingTo: sink)
  }

  /// Runs `work` in the serializer, then the subscription it asked for.
  func send(_ work: @escaping () -> Void) {
    serializer.send(work)
    loop.run()
  }

  /// Reads the next source (user code: the sequence may be lazy) and subscribes to it, or
  /// completes when there is none.
  func subscribeNext() {
    guard !sink.isStopped else { return }
    guard let source = sources.next() else {
      // As in RxSwift, the completion waits for a last source that completed while being
      // subscribed to return from its subscription, as the next source would.
      return loop.schedule { [self] in serializer.send { [self] in sink.on(.completed) } }
    }
    let subscription = SingleAssignmentDisposable()
    current.disposable = subscription
    loop.schedule { [self] in
      guard !sink.isStopped else { return }
      source.subscribeHandler(
        { [self] event in send { [self] in self.source(event) } }, into: subscription)
    }
  }

  private func source(_ event: Event<Element>) {
    guard !sink.isStopped else { return }
    switch event {
    case .next, .error: sink.on(event)
    case .completed: subscribeNext()
    }
  }
}

/// A concatenation's sources with every nested ``Concatenation`` replaced by its own sources,
/// to any depth, read lazily with a stack of iterators rather than by recursion.
struct FlattenedSources<Value>: Sequence {
  let concatenation: Concatenation<Value>

  init(_ concatenation: Concatenation<Value>) {
    self.concatenation = concatenation
  }

  func makeIterator() -> Iterator {
    Iterator(open: [Iterator.Open(concatenation)])
  }

  struct Iterator: IteratorProtocol {
    /// A concatenation being read: its iterator, and how many sources it has left if known.
    struct Open {
      let sources: AnyIterator<Observable<Value>>
      var left: Int?

      init(_ concatenation: Concatenation<Value>) {
        sources = concatenation.sources.makeIterator()
        left = concatenation.count
      }
    }

    /// The innermost concatenation being read is last.
    var open: [Open]

    mutating func next() -> Observable<Value>? {
      while let innermost = open.last {
        guard innermost.left != 0, let source = innermost.sources.next() else {
          open.removeLast()
          continue
        }
        if let left = innermost.left {
          // Its last source read, the concatenation is done with.
          if left == 1 { open.removeLast() } else { open[open.count - 1].left = left - 1 }
        }
        guard let nested = source as? Concatenation<Value> else { return source }
        open.append(Open(nested))
      }
      return nil
    }
  }
}
