extension ObservableType {
  /// Pairs the n-th values of two sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in try resultSelector(rowValue(values, 0), rowValue(values, 1)) },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of two sources.
  public static func zip<First: ObservableConvertibleType, Second: ObservableConvertibleType>(
    _ first: First, _ second: Second
  ) -> Observable<Element> where Element == (First.Element, Second.Element) {
    zip(first, second, resultSelector: { ($0, $1) }, isolation: nil)
  }

  /// Pairs the n-th values of three sources with `resultSelector`; see ``zip(_:resultSelector:isolation:)``.
  public static func zip<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let sources: [Observable<Any>] = [
      first.asObservable().map { $0 as Any },
      second.asObservable().map { $0 as Any },
      third.asObservable().map { $0 as Any },
    ]
    return zipping(
      sources, completesWhenTheOthersEnded: false,
      resultSelector: { values in
        try resultSelector(rowValue(values, 0), rowValue(values, 1), rowValue(values, 2))
      },
      isolation: isolation)
  }

  /// Emits tuples of the n-th values of three sources.
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
