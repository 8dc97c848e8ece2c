// A store of the app's own, adopting `ObservableConvertibleType` as RxSwift apps' stores and
// view models do, read with `for try await` through the `values` RxSwift gives every such type.

import RIBStreams

final class CartStore: ObservableConvertibleType {
  private let items = BehaviorRelay<[String]>(value: [])

  func asObservable() -> Observable<[String]> { items.asObservable() }

  func add(_ item: String) { items.accept(items.value + [item]) }
}
