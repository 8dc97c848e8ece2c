extension ObservableType {
  /// Pairs the n-th values of two sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  ///
  /// Completes once both sources have completed, as RxSwift's fixed-arity `zip` does. Typed
  /// all the way, and `@inlinable`, so that it is specialised where it is used: no value is
  /// boxed or gathered into an array on its way to `resultSelector`.
  @inlinable
  public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let first = first.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    let second = second.asObservable().deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let completion = ZipCompletion(count: 2)
      var queues = (ZipQueue<First.Element>(), ZipQueue<Second.Element>())
      // `queues`, `completion` and `resultSelector` are only touched by the one thread
      // delivering, one event at a time, without a lock.
      let serializer = Serializer<EitherSourceEvent<First.Element, Second.Element>> { input in
        switch input {
        case .first(.next(let value)): queues.0.append(value)
        case .second(.next(let value)): queues.1.append(value)
        case .first(.error(let error)), .second(.error(let error)): sink.on(.error(error))
        case .first(.completed): completion.complete(0, into: sink)
        case .second(.completed): completion.complete(1, into: sink)
        }
        if !queues.0.isEmpty, !queues.1.isEmpty, let value0 = queues.0.removeFirst(),
          let value1 = queues.1.removeFirst()
        {
          do { sink.on(.next(try resultSelector(value0, value1))) } catch {
            sink.on(.error(error))
          }
        }
        return !sink.isStopped
      }
      let subscriptions = (SingleAssignmentDisposable(), SingleAssignmentDisposable())
      sink.setUpstream(
        StopThenDispose(
          serializer: serializer,
          disposable: Disposables.create(subscriptions.0, subscriptions.1)))
      first.subscribeHandler({ serializer.send(.first($0)) }, into: subscriptions.0)
      second.subscribeHandler({ serializer.send(.second($0)) }, into: subscriptions.1)
    })
  }

  /// Emits tuples of the n-th values of two sources.
  @inlinable
  public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
    _ first: First, _ second: Second
  ) -> Observable<Element> where Element == (First.Element, Second.Element) {
    zip(first, second, resultSelector: { ($0, $1) }, isolation: nil)
  }

  /// Pairs the n-th values of three sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  /// Typed and `@inlinable`, as the two-source form.
  @inlinable
  public static func zip<
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
      let completion = ZipCompletion(count: 3)
      var queues = (
        ZipQueue<First.Element>(), ZipQueue<Second.Element>(), ZipQueue<Third.Element>()
      )
      // As in the two-source form: touched only by the one thread delivering.
      let serializer = Serializer<
        ThreeSourceEvent<First.Element, Second.Element, Third.Element>
      > { input in
        switch input {
        case .first(.next(let value)): queues.0.append(value)
        case .second(.next(let value)): queues.1.append(value)
        case .third(.next(let value)): queues.2.append(value)
        case .first(.error(let error)), .second(.error(let error)), .third(.error(let error)):
          sink.on(.error(error))
        case .first(.completed): completion.complete(0, into: sink)
        case .second(.completed): completion.complete(1, into: sink)
        case .third(.completed): completion.complete(2, into: sink)
        }
        if !queues.0.isEmpty, !queues.1.isEmpty, !queues.2.isEmpty,
          let value0 = queues.0.removeFirst(), let value1 = queues.1.removeFirst(),
          let value2 = queues.2.removeFirst()
        {
          do { sink.on(.next(try resultSelector(value0, value1, value2))) } catch {
            sink.on(.error(error))
          }
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

  /// Emits tuples of the n-th values of three sources.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<Element> where Element == (First.Element, Second.Element, Third.Element) {
    zip(first, second, third, resultSelector: { ($0, $1, $2) }, isolation: nil)
  }

  /// Pairs the n-th values of four sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth,
    resultSelector:
      @escaping (First.Element, Second.Element, Third.Element, Fourth.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
      fourth.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3))
      },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of four sources.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth
  ) -> Observable<Element>
  where Element == (First.Element, Second.Element, Third.Element, Fourth.Element) {
    zip(first, second, third, fourth, resultSelector: { ($0, $1, $2, $3) }, isolation: nil)
  }

  /// Pairs the n-th values of five sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    resultSelector:
      @escaping (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element) throws
      -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
      fourth.asObservable().map { $0 as Any },
      fifth.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4))
      },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of five sources.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth
  ) -> Observable<Element>
  where Element == (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element) {
    zip(
      first, second, third, fourth, fifth, resultSelector: { ($0, $1, $2, $3, $4) }, isolation: nil)
  }

  /// Pairs the n-th values of six sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element
      ) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
      fourth.asObservable().map { $0 as Any },
      fifth.asObservable().map { $0 as Any },
      sixth.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4), rowValue(values, 5))
      },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of six sources.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth
  ) -> Observable<Element>
  where
    Element == (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element
    )
  {
    zip(
      first, second, third, fourth, fifth, sixth, resultSelector: { ($0, $1, $2, $3, $4, $5) },
      isolation: nil)
  }

  /// Pairs the n-th values of seven sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType,
    Seventh: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element
      ) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
      fourth.asObservable().map { $0 as Any },
      fifth.asObservable().map { $0 as Any },
      sixth.asObservable().map { $0 as Any },
      seventh.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4), rowValue(values, 5), rowValue(values, 6))
      },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of seven sources.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType,
    Seventh: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh
  ) -> Observable<Element>
  where
    Element == (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element
    )
  {
    zip(
      first, second, third, fourth, fifth, sixth, seventh,
      resultSelector: { ($0, $1, $2, $3, $4, $5, $6) }, isolation: nil)
  }

  /// Pairs the n-th values of eight sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType,
    Seventh: ObservableConvertibleType, Eighth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element, Eighth.Element
      ) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
      fourth.asObservable().map { $0 as Any },
      fifth.asObservable().map { $0 as Any },
      sixth.asObservable().map { $0 as Any },
      seventh.asObservable().map { $0 as Any },
      eighth.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4), rowValue(values, 5), rowValue(values, 6), rowValue(values, 7))
      },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of eight sources.
  @inlinable
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType,
    Seventh: ObservableConvertibleType, Eighth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth
  ) -> Observable<Element>
  where
    Element == (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element, Eighth.Element
    )
  {
    zip(
      first, second, third, fourth, fifth, sixth, seventh, eighth,
      resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) }, isolation: nil)
  }
}
