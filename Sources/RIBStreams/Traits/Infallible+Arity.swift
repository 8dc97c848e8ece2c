// The fixed-arity `combineLatest` and `zip` of `Infallible`, in RxSwift's shapes: with a
// selector on `Infallible`, and as tuples on `InfallibleType where Element == Any` (so that
// `Infallible.combineLatest(a, b)` needs no element type). Each is the `Observable` operator
// of the same name on the sources, which cannot fail.

extension Infallible {
  /// Combines the latest values of 2 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<First: InfallibleType, Second: InfallibleType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 2 sources, as tuples.
  public static func combineLatest<First: InfallibleType, Second: InfallibleType>(
    _ first: First, _ second: Second
  ) -> Infallible<(First.Element, Second.Element)> {
    Infallible(unchecked: Observable.combineLatest(first.asObservable(), second.asObservable()))
  }
}

extension Infallible {
  /// Combines the latest values of 3 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 3 sources, as tuples.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third
  ) -> Infallible<(First.Element, Second.Element, Third.Element)> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable()))
  }
}

extension Infallible {
  /// Combines the latest values of 4 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth,
    resultSelector:
      @escaping (First.Element, Second.Element, Third.Element, Fourth.Element) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 4 sources, as tuples.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth
  ) -> Infallible<(First.Element, Second.Element, Third.Element, Fourth.Element)> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable()))
  }
}

extension Infallible {
  /// Combines the latest values of 5 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    resultSelector:
      @escaping (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element) throws
      -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 5 sources, as tuples.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth
  ) -> Infallible<(First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element)> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable()))
  }
}

extension Infallible {
  /// Combines the latest values of 6 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element
      ) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 6 sources, as tuples.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth
  ) -> Infallible<
    (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element)
  > {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable()))
  }
}

extension Infallible {
  /// Combines the latest values of 7 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element
      ) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 7 sources, as tuples.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh
  ) -> Infallible<
    (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element
    )
  > {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable()))
  }
}

extension Infallible {
  /// Combines the latest values of 8 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType, Eighth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element, Eighth.Element
      ) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable(), eighth.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Combines the latest values of 8 sources, as tuples.
  public static func combineLatest<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType, Eighth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth
  ) -> Infallible<
    (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element, Eighth.Element
    )
  > {
    Infallible(
      unchecked: Observable.combineLatest(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable(), eighth.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 2 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<First: InfallibleType, Second: InfallibleType>(
    _ first: First, _ second: Second,
    resultSelector: @escaping (First.Element, Second.Element) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 2 sources, as tuples.
  public static func zip<First: InfallibleType, Second: InfallibleType>(
    _ first: First, _ second: Second
  ) -> Infallible<(First.Element, Second.Element)> {
    Infallible(unchecked: Observable.zip(first.asObservable(), second.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 3 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<First: InfallibleType, Second: InfallibleType, Third: InfallibleType>(
    _ first: First, _ second: Second, _ third: Third,
    resultSelector: @escaping (First.Element, Second.Element, Third.Element) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 3 sources, as tuples.
  public static func zip<First: InfallibleType, Second: InfallibleType, Third: InfallibleType>(
    _ first: First, _ second: Second, _ third: Third
  ) -> Infallible<(First.Element, Second.Element, Third.Element)> {
    Infallible(
      unchecked: Observable.zip(first.asObservable(), second.asObservable(), third.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 4 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth,
    resultSelector:
      @escaping (First.Element, Second.Element, Third.Element, Fourth.Element) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 4 sources, as tuples.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth
  ) -> Infallible<(First.Element, Second.Element, Third.Element, Fourth.Element)> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 5 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    resultSelector:
      @escaping (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element) throws
      -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 5 sources, as tuples.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth
  ) -> Infallible<(First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element)> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 6 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element
      ) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 6 sources, as tuples.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth
  ) -> Infallible<
    (First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element)
  > {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 7 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element
      ) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 7 sources, as tuples.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh
  ) -> Infallible<
    (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element
    )
  > {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable()))
  }
}

extension Infallible {
  /// Pairs the n-th values of 8 sources with `resultSelector`, which must not throw to keep the sequence
  /// infallible: an error it throws is reported through Diagnostics, naming `file` and
  /// `line`, and completes the sequence.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType, Eighth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth,
    resultSelector:
      @escaping (
        First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
        Seventh.Element, Eighth.Element
      ) throws -> Element,
    file: StaticString = #fileID, line: UInt = #line
  ) -> Infallible<Element> {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable(), eighth.asObservable(),
        resultSelector: resultSelector, isolation: nil
      )
      .reportingErrorAsCompletion(
        of: "An Infallible's resultSelector, in a combination made", file: file,
        line: line))
  }
}

extension InfallibleType where Element == Any {
  /// Pairs the n-th values of 8 sources, as tuples.
  public static func zip<
    First: InfallibleType, Second: InfallibleType, Third: InfallibleType, Fourth: InfallibleType,
    Fifth: InfallibleType, Sixth: InfallibleType, Seventh: InfallibleType, Eighth: InfallibleType
  >(
    _ first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth,
    _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth
  ) -> Infallible<
    (
      First.Element, Second.Element, Third.Element, Fourth.Element, Fifth.Element, Sixth.Element,
      Seventh.Element, Eighth.Element
    )
  > {
    Infallible(
      unchecked: Observable.zip(
        first.asObservable(), second.asObservable(), third.asObservable(), fourth.asObservable(),
        fifth.asObservable(), sixth.asObservable(), seventh.asObservable(), eighth.asObservable()))
  }
}
