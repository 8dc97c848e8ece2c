extension ObservableType {
  /// Emits `resultSelector` applied to the latest value of every source, each time any source
  /// emits, once every source has emitted at least once.
  ///
  /// Completes when every source has completed, or, as in RxSwift, when a source emits while
  /// it can never be combined (every other source completed, one without a value); fails as
  /// soon as one fails. Events from the sources are serialised, so `resultSelector` never runs
  /// concurrently with itself.
  public static func combineLatest<Sources: Collection>(
    _ sources: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
    let sources = sources.map {
      $0.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      // As in RxSwift, no sources combine once, into `resultSelector([])`.
      guard !sources.isEmpty else {
        do { sink.on(.next(try resultSelector([]))) } catch { return sink.on(.error(error)) }
        return sink.on(.completed)
      }
      let state = CombineLatestState<Sources.Element.Element>(count: sources.count)
      // `state` and `resultSelector` are only touched by the one thread delivering, without
      // a lock: the serializer hands it one event at a time.
      let serializer = Serializer<(index: Int, event: Event<Sources.Element.Element>)> { input in
        switch input.event {
        case .next(let element):
          guard let values = state.update(input.index, with: element) else {
            // As in RxSwift: a value that can never be combined, every other source having
            // completed (one of them without a value), ends the sequence.
            if state.haveAllEnded(but: input.index) { sink.on(.completed) }
            break
          }
          do { sink.on(.next(try resultSelector(values))) } catch { sink.on(.error(error)) }
        case .error(let error):
          sink.on(.error(error))
        case .completed:
          if state.complete(input.index) { sink.on(.completed) }
        }
        return !sink.isStopped
      }
      let subscriptions = CompositeDisposable()
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: subscriptions))
      for (index, source) in sources.enumerated() {
        // Inserted before subscribing, so that ending the operator while a source is still
        // emitting synchronously (an infinite `from`) stops that source.
        let subscription = SingleAssignmentDisposable()
        subscriptions.insert(subscription)
        source.subscribeHandler(
          { event in serializer.send((index, event)) }, into: subscription)
      }
    })
  }

  /// Combines the latest values of two sources with `resultSelector`.
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    combineLatest(
      [first.asObservable().map { $0 as Any }, second.asObservable().map { $0 as Any }],
      resultSelector: { values in
        try resultSelector(positional(values, 0), positional(values, 1))
      }, isolation: isolation)
  }

  /// Combines the latest values of three sources with `resultSelector`.
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources = [
      first.asObservable().map { $0 as Any }, second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
    ]
    return combineLatest(
      sources,
      resultSelector: { values in
        try resultSelector(positional(values, 0), positional(values, 1), positional(values, 2))
      }, isolation: isolation)
  }

  /// Emits tuples of the latest values of two sources.
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second
  ) -> Observable<Element> where Element == (First.Element, Second.Element) {
    combineLatest(first, second, resultSelector: { ($0, $1) }, isolation: nil)
  }

  /// Emits tuples of the latest values of three sources.
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<Element> where Element == (First.Element, Second.Element, Third.Element) {
    combineLatest(first, second, third, resultSelector: { ($0, $1, $2) }, isolation: nil)
  }
}

/// The value at `index` of what ``Observable/combineLatest(_:resultSelector:isolation:)``
/// combined from sources of different types, each erased to `Any`: the value of the source at
/// that position, as its type. So the two- and three-source forms share one implementation.
private func positional<Value>(_ values: [Any], _ index: Int) -> Value {
  guard let value = values[index] as? Value else {
    preconditionFailure("combineLatest received values out of position")
  }
  return value
}

/// The latest value of each source and which sources completed; touched by the one thread
/// delivering the operator's events.
final class CombineLatestState<Value> {
  private var latest: [Value?]
  private var missing: Int
  private var completed: [Bool]
  private var remaining: Int

  init(count: Int) {
    latest = Array(repeating: nil, count: count)
    missing = count
    completed = Array(repeating: false, count: count)
    remaining = count
  }

  /// Records a value; returns every latest value once all sources have one.
  func update(_ index: Int, with value: Value) -> [Value]? {
    if latest[index] == nil { missing -= 1 }
    latest[index] = value
    return missing == 0 ? latest.map { $0! } : nil
  }

  /// Whether every source but `index` has completed.
  func haveAllEnded(but index: Int) -> Bool {
    remaining == (completed[index] ? 0 : 1)
  }

  /// Records a completion; returns `true` when every source has completed.
  func complete(_ index: Int) -> Bool {
    if !completed[index] {
      completed[index] = true
      remaining -= 1
    }
    return remaining == 0
  }
}
