/// A sequence that never fails: RxSwift's marker protocol for ``Infallible``.
public protocol InfallibleType: ObservableConvertibleType {}

extension Infallible: InfallibleType {}

extension InfallibleType {
  /// The sequence the operators written on the protocol build on; RxSwift's are written there too,
  /// so a user's `extension InfallibleType` can call them.
  var source: Observable<Element> { asObservable() }
}
