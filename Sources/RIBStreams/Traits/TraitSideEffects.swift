/// The closures of a trait's `do`: RxSwift's traits run some before an event is passed on and
/// some after it, and some around the subscription.
struct TraitSideEffects<Element> {
  var onNext: ((Element) throws -> Void)?
  var afterNext: ((Element) throws -> Void)?
  var onError: ((any Error) throws -> Void)?
  var afterError: ((any Error) throws -> Void)?
  var onCompleted: (() throws -> Void)?
  var afterCompleted: (() throws -> Void)?
  var onSubscribe: (() -> Void)?
  var onSubscribed: (() -> Void)?
  var onDispose: (() -> Void)?
}

extension Observable {
  /// The traits' `do`: ``ObservableType/do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:isolation:)``
  /// with their closures.
  func sideEffects(
    _ effects: TraitSideEffects<Element>, isolation: (any Actor)?
  ) -> Observable<Element> {
    self.do(
      onNext: effects.onNext, afterNext: effects.afterNext, onError: effects.onError,
      afterError: effects.afterError, onCompleted: effects.onCompleted,
      afterCompleted: effects.afterCompleted, onSubscribe: effects.onSubscribe,
      onSubscribed: effects.onSubscribed, onDispose: effects.onDispose, isolation: isolation)
  }
}
