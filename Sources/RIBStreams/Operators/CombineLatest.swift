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
  ///
  /// Typed all the way, and `@inlinable`, so that it is specialised where it is used: the
  /// values are neither boxed nor gathered into an array on their way to `resultSelector`.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let first = first.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    let second = second.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let progress = CombineLatestProgress(count: 2)
      var latest: (First.Element?, Second.Element?)
      let combine = { () throws -> Element? in
        guard let value0 = latest.0, let value1 = latest.1 else { return nil }
        return try resultSelector(value0, value1)
      }
      // `latest`, `progress` and `resultSelector` are only touched by the one thread
      // delivering, one event at a time, without a lock.
      let serializer = Serializer<EitherSourceEvent<First.Element, Second.Element>> { input in
        switch input {
        case .first(let event):
          progress.handle(event, from: 0, into: sink, store: { latest.0 = $0 }, combine: combine)
        case .second(let event):
          progress.handle(event, from: 1, into: sink, store: { latest.1 = $0 }, combine: combine)
        }
        return !sink.isStopped
      }
      let firstSubscription = SingleAssignmentDisposable()
      let secondSubscription = SingleAssignmentDisposable()
      sink.setUpstream(
        StopThenDispose(
          serializer: serializer,
          disposable: Disposables.create(firstSubscription, secondSubscription)))
      first.subscribeHandler({ serializer.send(.first($0)) }, into: firstSubscription)
      second.subscribeHandler({ serializer.send(.second($0)) }, into: secondSubscription)
    })
  }

  /// Combines the latest values of three sources with `resultSelector`; typed and
  /// `@inlinable`, as the two-source form.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let first = first.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    let second = second.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    let third = third.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let progress = CombineLatestProgress(count: 3)
      var latest: (First.Element?, Second.Element?, Third.Element?)
      let combine = { () throws -> Element? in
        guard let value0 = latest.0, let value1 = latest.1, let value2 = latest.2 else {
          return nil
        }
        return try resultSelector(value0, value1, value2)
      }
      // As in the two-source form: touched only by the one thread delivering.
      let serializer = Serializer<
        ThreeSourceEvent<First.Element, Second.Element, Third.Element>
      > { input in
        switch input {
        case .first(let event):
          progress.handle(event, from: 0, into: sink, store: { latest.0 = $0 }, combine: combine)
        case .second(let event):
          progress.handle(event, from: 1, into: sink, store: { latest.1 = $0 }, combine: combine)
        case .third(let event):
          progress.handle(event, from: 2, into: sink, store: { latest.2 = $0 }, combine: combine)
        }
        return !sink.isStopped
      }
      let subscriptions = (
        SingleAssignmentDisposable(), SingleAssignmentDisposable(), SingleAssignmentDisposable()
      )
      sink.setUpstream(
        StopThenDispose(
          serializer: serializer,
          disposable: Disposables.create(subscriptions.0, subscriptions.1, subscriptions.2)))
      first.subscribeHandler({ serializer.send(.first($0)) }, into: subscriptions.0)
      second.subscribeHandler({ serializer.send(.second($0)) }, into: subscriptions.1)
      third.subscribeHandler({ serializer.send(.third($0)) }, into: subscriptions.2)
    })
  }

  /// Emits tuples of the latest values of two sources.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second
  ) -> Observable<Element> where Element == (First.Element, Second.Element) {
    combineLatest(first, second, resultSelector: { ($0, $1) }, isolation: nil)
  }

  /// Emits tuples of the latest values of three sources.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<Element> where Element == (First.Element, Second.Element, Third.Element) {
    combineLatest(first, second, third, resultSelector: { ($0, $1, $2) }, isolation: nil)
  }
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

/// Which sources of a two- or three-source `combineLatest` have a value and which completed;
/// touched by the one thread delivering the operator's events. The rules are the collection
/// form's (``CombineLatestState``), on bits.
@usableFromInline
final class CombineLatestProgress {
  @usableFromInline var withValue: UInt8 = 0
  @usableFromInline var completed: UInt8 = 0
  @usableFromInline let all: UInt8

  @inlinable
  init(count: Int) {
    all = UInt8(truncatingIfNeeded: (1 << count) - 1)
  }

  /// Takes `event` from source `index`: a value is kept by `store`, then combined by
  /// `combine` if every source has one (`combine` returns `nil` until then).
  @inlinable
  func handle<Value, Result>(
    _ event: Event<Value>, from index: Int, into sink: Sink<Result>,
    store: (Value) -> Void, combine: () throws -> Result?
  ) {
    let bit = UInt8(truncatingIfNeeded: 1 << index)
    switch event {
    case .next(let value):
      store(value)
      withValue |= bit
      guard withValue == all else {
        // As in RxSwift: a value that can never be combined, every other source having
        // completed (one of them without a value), ends the sequence.
        if completed | bit == all { sink.on(.completed) }
        return
      }
      do {
        if let result = try combine() { sink.on(.next(result)) }
      } catch {
        sink.on(.error(error))
      }
    case .error(let error):
      sink.on(.error(error))
    case .completed:
      completed |= bit
      if completed == all { sink.on(.completed) }
    }
  }
}
