// The fixed-arity `combineLatest` and `zip` of shared sequences that SharedSequence.swift does
// not spell out: RxCocoa has two to eight sources for both.

extension SharedSequence {
  /// Combines the latest values of three sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<
    First, Second, Third, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    resultSelector: @escaping (First, Second, Third) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Combines the latest values of four sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<
    First, Second, Third, Fourth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    resultSelector: @escaping (First, Second, Third, Fourth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Emits tuples of the latest values of four sequences.
  public static func combineLatest<
    First, Second, Third, Fourth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source))
  }

  /// Combines the latest values of five sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of five sequences.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source))
  }

  /// Combines the latest values of six sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Sixth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of six sequences.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Sixth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth, Sixth),
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source))
  }

  /// Combines the latest values of seven sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType, Source7: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of seven sequences.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType, Source7: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh),
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source))
  }

  /// Combines the latest values of eight sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth,
    Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType,
    Source3: SharedSequenceConvertibleType, Source4: SharedSequenceConvertibleType,
    Source5: SharedSequenceConvertibleType, Source6: SharedSequenceConvertibleType,
    Source7: SharedSequenceConvertibleType, Source8: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7,
    _ eighth: Source8,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh,
    Source8.SharingStrategy == SharingStrategy, Source8.Element == Eighth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source, eighth.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of eight sequences.
  public static func combineLatest<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth,
    Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType,
    Source3: SharedSequenceConvertibleType, Source4: SharedSequenceConvertibleType,
    Source5: SharedSequenceConvertibleType, Source6: SharedSequenceConvertibleType,
    Source7: SharedSequenceConvertibleType, Source8: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7,
    _ eighth: Source8
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth),
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh,
    Source8.SharingStrategy == SharingStrategy, Source8.Element == Eighth
  {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source, eighth.asSharedSequence().source))
  }

  /// Combines the n-th values of two sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    resultSelector: @escaping (First, Second) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Combines the n-th values of three sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Third, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    resultSelector: @escaping (First, Second, Third) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Emits tuples of the n-th values of three sequences.
  public static func zip<
    First, Second, Third, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source))
  }

  /// Combines the n-th values of four sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Third, Fourth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    resultSelector: @escaping (First, Second, Third, Fourth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Emits tuples of the n-th values of four sequences.
  public static func zip<
    First, Second, Third, Fourth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source))
  }

  /// Combines the n-th values of five sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of five sequences.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth), Source1.SharingStrategy == SharingStrategy,
    Source1.Element == First, Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source))
  }

  /// Combines the n-th values of six sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Sixth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of six sequences.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Sixth, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth, Sixth),
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source))
  }

  /// Combines the n-th values of seven sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType, Source7: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of seven sequences.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Source1: SharedSequenceConvertibleType,
    Source2: SharedSequenceConvertibleType, Source3: SharedSequenceConvertibleType,
    Source4: SharedSequenceConvertibleType, Source5: SharedSequenceConvertibleType,
    Source6: SharedSequenceConvertibleType, Source7: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh),
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source))
  }

  /// Combines the n-th values of eight sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth,
    Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType,
    Source3: SharedSequenceConvertibleType, Source4: SharedSequenceConvertibleType,
    Source5: SharedSequenceConvertibleType, Source6: SharedSequenceConvertibleType,
    Source7: SharedSequenceConvertibleType, Source8: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7,
    _ eighth: Source8,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh,
    Source8.SharingStrategy == SharingStrategy, Source8.Element == Eighth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source, eighth.asSharedSequence().source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of eight sequences.
  public static func zip<
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth,
    Source1: SharedSequenceConvertibleType, Source2: SharedSequenceConvertibleType,
    Source3: SharedSequenceConvertibleType, Source4: SharedSequenceConvertibleType,
    Source5: SharedSequenceConvertibleType, Source6: SharedSequenceConvertibleType,
    Source7: SharedSequenceConvertibleType, Source8: SharedSequenceConvertibleType
  >(
    _ first: Source1,
    _ second: Source2,
    _ third: Source3,
    _ fourth: Source4,
    _ fifth: Source5,
    _ sixth: Source6,
    _ seventh: Source7,
    _ eighth: Source8
  ) -> SharedSequence<SharingStrategy, Element>
  where
    Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth),
    Source1.SharingStrategy == SharingStrategy, Source1.Element == First,
    Source2.SharingStrategy == SharingStrategy, Source2.Element == Second,
    Source3.SharingStrategy == SharingStrategy, Source3.Element == Third,
    Source4.SharingStrategy == SharingStrategy, Source4.Element == Fourth,
    Source5.SharingStrategy == SharingStrategy, Source5.Element == Fifth,
    Source6.SharingStrategy == SharingStrategy, Source6.Element == Sixth,
    Source7.SharingStrategy == SharingStrategy, Source7.Element == Seventh,
    Source8.SharingStrategy == SharingStrategy, Source8.Element == Eighth
  {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.asSharedSequence().source, second.asSharedSequence().source,
        third.asSharedSequence().source, fourth.asSharedSequence().source,
        fifth.asSharedSequence().source, sixth.asSharedSequence().source,
        seventh.asSharedSequence().source, eighth.asSharedSequence().source))
  }
}
