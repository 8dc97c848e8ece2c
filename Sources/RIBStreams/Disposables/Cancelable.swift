/// A disposable that can tell whether it has been disposed, as in RxSwift.
///
/// ``Disposables/create(with:isolation:)`` returns one, and ``BooleanDisposable``,
/// ``SerialDisposable``, ``SingleAssignmentDisposable`` and ``CompositeDisposable`` are ones.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}

extension BooleanDisposable: Cancelable {}
extension SerialDisposable: Cancelable {}
extension SingleAssignmentDisposable: Cancelable {}
extension CompositeDisposable: Cancelable {}
