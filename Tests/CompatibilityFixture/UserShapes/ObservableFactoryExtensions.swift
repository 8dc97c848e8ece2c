// Factories apps add to `ObservableType`, built on the library's own: RxSwift declares `just`,
// `empty`, `deferred`, `from` and the other factories, and the combining ones (`merge`,
// `concat`, `zip`, `combineLatest`, `amb`, `catch`), on the protocol, so a static member of
// such an extension calls them unqualified.

import RIBStreams

extension ObservableType {
  /// `value` if there is one, else nothing.
  static func fromLatest(_ value: Element?) -> Observable<Element> {
    guard let value else { return empty() }
    return just(value)
  }

  /// The values of `makeValues`, read again for each subscriber.
  static func rereading(_ makeValues: @escaping () -> [Element]) -> Observable<Element> {
    deferred { from(makeValues()) }
  }

  /// Both sources' values as they come, then each source once more, in turn.
  static func interleavedThenReplayed(
    _ first: Observable<Element>, _ second: Observable<Element>
  ) -> Observable<Element> {
    concat(merge(first, second), concat(first, second))
  }

  /// The two sources' values combined: by position, then the latest of each.
  static func combinedTwice(
    _ first: Observable<Element>, _ second: Observable<Element>,
    _ combine: @escaping (Element, Element) -> Element
  ) -> Observable<Element> {
    concat(
      zip(first, second, resultSelector: combine),
      combineLatest(first, second, resultSelector: combine))
  }

  /// The first of the sources to emit, or, if it fails, the fallback.
  static func firstOrFallback(
    _ sources: [Observable<Element>], fallback: Observable<Element>
  ) -> Observable<Element> {
    `catch`([amb(sources), fallback])
  }
}
