// The fixed-arity `zip` of `Single` and `Maybe` that Single.swift and Maybe.swift do not
// spell out: RxSwift 6 has two to eight sources for both.

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Combines the values of four `Single`s with `resultSelector`, once every one has
  /// succeeded; fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>,
    resultSelector: @escaping (First, Second, Third, Fourth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Combines the values of five `Single`s with `resultSelector`, once every one has
  /// succeeded; fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of five `Single`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>
  ) -> Single<Element> where Element == (First, Second, Third, Fourth, Fifth) {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source))
  }

  /// Combines the values of six `Single`s with `resultSelector`, once every one has
  /// succeeded; fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>, _ sixth: Single<Sixth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of six `Single`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>, _ sixth: Single<Sixth>
  ) -> Single<Element> where Element == (First, Second, Third, Fourth, Fifth, Sixth) {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source))
  }

  /// Combines the values of seven `Single`s with `resultSelector`, once every one has
  /// succeeded; fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>, _ sixth: Single<Sixth>,
    _ seventh: Single<Seventh>,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of seven `Single`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>, _ sixth: Single<Sixth>,
    _ seventh: Single<Seventh>
  ) -> Single<Element> where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh) {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source))
  }

  /// Combines the values of eight `Single`s with `resultSelector`, once every one has
  /// succeeded; fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>, _ sixth: Single<Sixth>,
    _ seventh: Single<Seventh>, _ eighth: Single<Eighth>,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Single<Element> {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of eight `Single`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: Single<First>, _ second: Single<Second>, _ third: Single<Third>,
    _ fourth: Single<Fourth>, _ fifth: Single<Fifth>, _ sixth: Single<Sixth>,
    _ seventh: Single<Seventh>, _ eighth: Single<Eighth>
  ) -> Single<Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) {
    Single(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source))
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// Combines the values of three `Maybe`s with `resultSelector`; completes without a value
  /// if one does, fails as soon as one fails.
  public static func zip<First, Second, Third>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>,
    resultSelector: @escaping (First, Second, Third) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Pairs the values of three `Maybe`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>
  ) -> Maybe<Element> where Element == (First, Second, Third) {
    Maybe(unchecked: Observable.zip(first.source, second.source, third.source))
  }

  /// Combines the values of four `Maybe`s with `resultSelector`; completes without a value
  /// if one does, fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    resultSelector: @escaping (First, Second, Third, Fourth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, resultSelector: resultSelector,
        isolation: isolation))
  }

  /// Pairs the values of four `Maybe`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>
  ) -> Maybe<Element> where Element == (First, Second, Third, Fourth) {
    Maybe(unchecked: Observable.zip(first.source, second.source, third.source, fourth.source))
  }

  /// Combines the values of five `Maybe`s with `resultSelector`; completes without a value
  /// if one does, fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of five `Maybe`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>
  ) -> Maybe<Element> where Element == (First, Second, Third, Fourth, Fifth) {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source))
  }

  /// Combines the values of six `Maybe`s with `resultSelector`; completes without a value
  /// if one does, fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>, _ sixth: Maybe<Sixth>,
    resultSelector: @escaping (First, Second, Third, Fourth, Fifth, Sixth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of six `Maybe`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>, _ sixth: Maybe<Sixth>
  ) -> Maybe<Element> where Element == (First, Second, Third, Fourth, Fifth, Sixth) {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source))
  }

  /// Combines the values of seven `Maybe`s with `resultSelector`; completes without a value
  /// if one does, fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>, _ sixth: Maybe<Sixth>, _ seventh: Maybe<Seventh>,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of seven `Maybe`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>, _ sixth: Maybe<Sixth>, _ seventh: Maybe<Seventh>
  ) -> Maybe<Element> where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh) {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source))
  }

  /// Combines the values of eight `Maybe`s with `resultSelector`; completes without a value
  /// if one does, fails as soon as one fails.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>, _ sixth: Maybe<Sixth>, _ seventh: Maybe<Seventh>,
    _ eighth: Maybe<Eighth>,
    resultSelector:
      @escaping (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) throws -> Element,
    isolation: (any Actor)? = #isolation
  ) -> Maybe<Element> {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source, resultSelector: resultSelector, isolation: isolation))
  }

  /// Pairs the values of eight `Maybe`s as a tuple; see the form with a `resultSelector`.
  public static func zip<First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
    _ first: Maybe<First>, _ second: Maybe<Second>, _ third: Maybe<Third>, _ fourth: Maybe<Fourth>,
    _ fifth: Maybe<Fifth>, _ sixth: Maybe<Sixth>, _ seventh: Maybe<Seventh>, _ eighth: Maybe<Eighth>
  ) -> Maybe<Element>
  where Element == (First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth) {
    Maybe(
      unchecked: Observable.zip(
        first.source, second.source, third.source, fourth.source, fifth.source, sixth.source,
        seventh.source, eighth.source))
  }
}
