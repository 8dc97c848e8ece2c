// Each is disfavoured so that where the element type is still open (`Observable.zip(a, b)`),
// the tuple forms declared on every `ObservableType` keep answering, as they did.
extension ObservableType where Element == Any {
  /// Emits tuples of the latest values of two sources, called on `Observable<Any>` as
  /// RxSwift allows: `Observable<Any>.combineLatest(names, scores)` is an
  /// `Observable<(String, Int)>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType
  >(
    _ first: First, _ second: Second
  ) -> Observable<(First.Element, Second.Element)> {
    Observable<(First.Element, Second.Element)>.combineLatest(first, second)
  }

  /// Emits tuples of the latest values of three sources, called on `Observable<Any>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Observable<(First.Element, Second.Element, Third.Element)> {
    Observable<(First.Element, Second.Element, Third.Element)>.combineLatest(first, second, third)
  }

  /// Emits tuples of the latest values of four sources, called on `Observable<Any>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth
  ) -> Observable<(First.Element, Second.Element, Third.Element, Fourth.Element)> {
    Observable<(First.Element, Second.Element, Third.Element, Fourth.Element)>.combineLatest(
      first, second, third, fourth)
  }

  /// Emits tuples of the latest values of five sources, called on `Observable<Any>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth
  ) -> Observable<(First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element)> {
    Observable<(First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element)>
      .combineLatest(first, second, third, fourth, fifth)
  }

  /// Emits tuples of the latest values of six sources, called on `Observable<Any>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth
  ) -> Observable<
    (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element)
  > {
    Observable<
      (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element)
    >.combineLatest(first, second, third, fourth, fifth, sixth)
  }

  /// Emits tuples of the latest values of seven sources, called on `Observable<Any>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType,
    Seventh: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh
  ) -> Observable<
    (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element
    )
  > {
    Observable<
      (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element
      )
    >.combineLatest(first, second, third, fourth, fifth, sixth, seventh)
  }

  /// Emits tuples of the latest values of eight sources, called on `Observable<Any>`.
  @_disfavoredOverload
  @inlinable
  public static func combineLatest<
    First: ObservableConvertibleType, Second: ObservableConvertibleType,
    Third: ObservableConvertibleType, Fourth: ObservableConvertibleType,
    Fifth: ObservableConvertibleType, Sixth: ObservableConvertibleType,
    Seventh: ObservableConvertibleType, Eighth: ObservableConvertibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth
  ) -> Observable<
    (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element, Eighth.Element
    )
  > {
    Observable<
      (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element, Eighth.Element
      )
    >.combineLatest(first, second, third, fourth, fifth, sixth, seventh, eighth)
  }
}
