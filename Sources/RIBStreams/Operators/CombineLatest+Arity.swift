extension ObservableType {
  /// Combines the latest values of four sources with `resultSelector`.
  public static func combineLatest<
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
    return combineLatest(
      sources,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3))
      },
      isolation: isolation)
  }

  /// Emits tuples of the latest values of four sources.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth
  ) -> Observable<Element>
  where Element == (First.Element, Second.Element, Third.Element, Fourth.Element) {
    combineLatest(
      first, second, third, fourth, resultSelector: { ($0, $1, $2, $3) }, isolation: nil)
  }

  /// Combines the latest values of five sources with `resultSelector`.
  public static func combineLatest<
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
    return combineLatest(
      sources,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4))
      },
      isolation: isolation)
  }

  /// Emits tuples of the latest values of five sources.
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth
  ) -> Observable<Element>
  where Element == (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element) {
    combineLatest(
      first, second, third, fourth, fifth, resultSelector: { ($0, $1, $2, $3, $4) }, isolation: nil)
  }

  /// Combines the latest values of six sources with `resultSelector`.
  public static func combineLatest<
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
    return combineLatest(
      sources,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4), rowValue(values, 5))
      },
      isolation: isolation)
  }

  /// Emits tuples of the latest values of six sources.
  @inlinable
  public static func combineLatest<
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
    combineLatest(
      first, second, third, fourth, fifth, sixth, resultSelector: { ($0, $1, $2, $3, $4, $5) },
      isolation: nil)
  }

  /// Combines the latest values of seven sources with `resultSelector`.
  public static func combineLatest<
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
    return combineLatest(
      sources,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4), rowValue(values, 5), rowValue(values, 6))
      },
      isolation: isolation)
  }

  /// Emits tuples of the latest values of seven sources.
  @inlinable
  public static func combineLatest<
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
    combineLatest(
      first, second, third, fourth, fifth, sixth, seventh,
      resultSelector: { ($0, $1, $2, $3, $4, $5, $6) }, isolation: nil)
  }

  /// Combines the latest values of eight sources with `resultSelector`.
  public static func combineLatest<
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
    return combineLatest(
      sources,
      resultSelector: { values in
        try resultSelector(
          rowValue(values, 0), rowValue(values, 1), rowValue(values, 2), rowValue(values, 3),
          rowValue(values, 4), rowValue(values, 5), rowValue(values, 6), rowValue(values, 7))
      },
      isolation: isolation)
  }

  /// Emits tuples of the latest values of eight sources.
  @inlinable
  public static func combineLatest<
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
    combineLatest(
      first, second, third, fourth, fifth, sixth, seventh, eighth,
      resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) }, isolation: nil)
  }
}

extension ObservableType {
  /// Emits arrays of the latest value of every source, each time any source emits, once every
  /// source has emitted; see ``Observable/combineLatest(_:resultSelector:isolation:)``.
  ///
  /// Declared, as in RxSwift, on the sources' element type:
  /// `Observable<Int>.combineLatest(sources)` is an `Observable<[Int]>`.
  @inlinable
  public static func combineLatest<Sources: Collection>(
    _ sources: Sources
  ) -> Observable<[Element]>
  where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
    Observable<[Element]>.combineLatest(sources, resultSelector: { $0 }, isolation: nil)
  }
}
