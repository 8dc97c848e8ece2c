// Operators apps write on RxSwift's trait protocols: an extension of `PrimitiveSequenceType`
// constrained to one trait, or of `InfallibleType`, that calls the library's operators. RxSwift
// declares those operators on the protocols, so the calls inside such an extension compile there;
// they must here too, in every setting.

import RIBStreams

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Int {
  /// The price with the café's service charge.
  func withServiceCharge(_ charge: Int) -> Single<Int> {
    map { $0 + charge }
  }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The value, or `fallback` if the request fails.
  func orFallback(_ fallback: Element) -> Single<Element> {
    catchAndReturn(fallback)
  }

  /// A request the café's closed till cannot answer.
  static func tillClosed() -> Single<Element> {
    error(TillClosed())
  }

  /// A request that waits for the till to open.
  static func waitingForTheTill() -> Single<Element> {
    never()
  }
}

/// Why a request to a closed till fails.
struct TillClosed: Error {}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element == String {
  /// The name, shouted.
  func shouted() -> Maybe<String> {
    map { $0.uppercased() }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// `true` once the work completes.
  func thenReady() -> Single<Bool> {
    andThen(Single.just(true))
  }
}

extension InfallibleType where Element == Int {
  /// Only the even counts.
  func evenCounts() -> Infallible<Int> {
    filter { $0.isMultiple(of: 2) }
  }
}

extension InfallibleType {
  /// The values, each paired with how many came before it.
  func numbered() -> Infallible<(Int, Element)> {
    scan((-1, nil as Element?)) { last, element in (last.0 + 1, element) }
      .compactMap { index, element in element.map { (index, $0) } }
  }
}

/// Generic code over a Single, constrained as RxSwift apps constrain it.
func describedTotal<Sequence: PrimitiveSequenceType>(
  _ sequence: Sequence
) -> Single<String> where Sequence.Trait == SingleTrait, Sequence.Element == Int {
  sequence.map { "total: \($0)" }
}
