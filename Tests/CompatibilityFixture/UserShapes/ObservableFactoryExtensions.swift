// Factories apps add to `ObservableType`, built on the library's own: RxSwift declares `just`,
// `empty`, `deferred`, `from` and the other factories on the protocol, so a static member of
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
}
