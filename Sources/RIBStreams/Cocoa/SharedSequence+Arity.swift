// The fixed-arity `combineLatest` and `zip` of shared sequences that SharedSequence.swift does
// not spell out: RxCocoa has two to eight sources for both.

extension SharedSequence {
  /// Combines the latest values of three sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<First, Second, Third>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    resultSelector: @escaping (First, Second, Third) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Combines the latest values of four sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<First, Second, Third, Fourth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    resultSelector: @escaping (First, Second, Third, Fourth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Emits tuples of the latest values of four sequences.
  public static func combineLatest<First, Second, Third, Fourth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>
  ) -> SharedSequence<SharingStrategy, Element> where Element == (First, Second, Third, Fourth) {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source))
  }

  /// Combines the latest values of five sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<First, Second, Third, Fourth, Fifth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of five sequences.
  public static func combineLatest<First, Second, Third, Fourth, Fifth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth) {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source))
  }

  /// Combines the latest values of six sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of six sequences.
  public static func combineLatest<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth) {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source))
  }

  /// Combines the latest values of seven sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of seven sequences.
  public static func combineLatest<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh) {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source))
  }

  /// Combines the latest values of eight sequences with `resultSelector`; see
  /// ``Observable/combineLatest(_:resultSelector:isolation:)``.
  public static func combineLatest<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>,
    _ eighth: SharedSequence<SharingStrategy, Eighth>,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the latest values of eight sequences.
  public static func combineLatest<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>,
    _ eighth: SharedSequence<SharingStrategy, Eighth>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) {
    SharedSequence(
      mainActorSource: Observable.combineLatest(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source))
  }

  /// Combines the n-th values of two sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    resultSelector: @escaping (First, Second) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Combines the n-th values of three sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second, Third>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    resultSelector: @escaping (First, Second, Third) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Emits tuples of the n-th values of three sequences.
  public static func zip<First, Second, Third>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>
  ) -> SharedSequence<SharingStrategy, Element> where Element == (First, Second, Third) {
    SharedSequence(mainActorSource: Observable.zip(first.source, second.source, third.source))
  }

  /// Combines the n-th values of four sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second, Third, Fourth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    resultSelector: @escaping (First, Second, Third, Fourth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Emits tuples of the n-th values of four sequences.
  public static func zip<First, Second, Third, Fourth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>
  ) -> SharedSequence<SharingStrategy, Element> where Element == (First, Second, Third, Fourth) {
    SharedSequence(
      mainActorSource: Observable.zip(first.source, second.source, third.source, fourth.source))
  }

  /// Combines the n-th values of five sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second, Third, Fourth, Fifth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of five sequences.
  public static func zip<First, Second, Third, Fourth, Fifth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth) {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source))
  }

  /// Combines the n-th values of six sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of six sequences.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth) {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source))
  }

  /// Combines the n-th values of seven sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of seven sequences.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh) {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source))
  }

  /// Combines the n-th values of eight sequences with `resultSelector`; see
  /// ``Observable/zip(_:resultSelector:isolation:)``.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>,
    _ eighth: SharedSequence<SharingStrategy, Eighth>,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) -> Element,
    isolation: (any Actor)? = #isolation
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Emits tuples of the n-th values of eight sequences.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: SharedSequence<SharingStrategy, First>,
    _ second: SharedSequence<SharingStrategy, Second>,
    _ third: SharedSequence<SharingStrategy, Third>,
    _ fourth: SharedSequence<SharingStrategy, Fourth>,
    _ fifth: SharedSequence<SharingStrategy, Fifth>,
    _ sixth: SharedSequence<SharingStrategy, Sixth>,
    _ seventh: SharedSequence<SharingStrategy, Seventh>,
    _ eighth: SharedSequence<SharingStrategy, Eighth>
  ) -> SharedSequence<SharingStrategy, Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) {
    SharedSequence(
      mainActorSource: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source))
  }
}
