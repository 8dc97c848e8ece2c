/// A sequence that never fails: RxSwift's marker protocol for ``Infallible``.
public protocol InfallibleType: ObservableConvertibleType {}

extension Infallible: InfallibleType {}
