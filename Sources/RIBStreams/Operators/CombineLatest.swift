extension Observable {
  /// Emits `resultSelector` applied to the latest value of every source, each time any source
  /// emits, once every source has emitted at least once.
  ///
  /// Completes when every source has completed; fails as soon as one fails. Events from the
  /// sources are serialised, so `resultSelector` never runs concurrently with itself.
  public static func combineLatest<Source: ObservableConvertibleType>(
    _ sources: [Source], resultSelector: @escaping ([Source.Element]) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources = sources.map {
      $0.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      guard !sources.isEmpty else { return sink.on(.completed) }
      let lock = DeliveryLock()
      let state = CombineLatestState<Source.Element>(count: sources.count)
      let subscriptions = CompositeDisposable()
      sink.setUpstream(DisposeWhenUnlocked(lock: lock, disposable: subscriptions))
      for (index, source) in sources.enumerated() {
        // Inserted before subscribing, so that ending the operator while a source is still
        // emitting synchronously (an infinite `from`) stops that source.
        let subscription = SingleAssignmentDisposable()
        subscriptions.insert(subscription)
        source.subscribeHandler(
          { event in
            lock.withLock {
              switch event {
              case .next(let element):
                guard let values = state.update(index, with: element) else { return }
                do { sink.on(.next(try resultSelector(values))) } catch { sink.on(.error(error)) }
              case .error(let error):
                sink.on(.error(error))
              case .completed:
                if state.complete(index) { sink.on(.completed) }
              }
            }
          }, into: subscription)
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
    let pairs: [Observable<CombineValue>] = [
      first.asObservable().map { CombineValue.first($0) },
      second.asObservable().map { CombineValue.second($0) },
    ]
    return combineLatest(
      pairs,
      resultSelector: { values in
        guard case .first(let a as First.Element) = values[0],
          case .second(let b as Second.Element) = values[1]
        else { preconditionFailure("combineLatest received values out of position") }
        return try resultSelector(a, b)
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
    let values: [Observable<CombineValue>] = [
      first.asObservable().map { CombineValue.first($0) },
      second.asObservable().map { CombineValue.second($0) },
      third.asObservable().map { CombineValue.third($0) },
    ]
    return combineLatest(
      values,
      resultSelector: { values in
        guard case .first(let a as First.Element) = values[0],
          case .second(let b as Second.Element) = values[1],
          case .third(let c as Third.Element) = values[2]
        else { preconditionFailure("combineLatest received values out of position") }
        return try resultSelector(a, b, c)
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

/// Tags a heterogeneous source's value with its position, so sources of different types can
/// share one ``Observable/combineLatest(_:resultSelector:)`` implementation.
enum CombineValue {
  case first(Any)
  case second(Any)
  case third(Any)
}

/// The latest value of each source and which sources completed. Guarded by the operator's lock.
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

  /// Records a completion; returns `true` when every source has completed.
  func complete(_ index: Int) -> Bool {
    if !completed[index] {
      completed[index] = true
      remaining -= 1
    }
    return remaining == 0
  }
}
