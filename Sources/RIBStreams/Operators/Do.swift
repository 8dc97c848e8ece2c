import Synchronization

extension ObservableType {
  /// Runs side effects for the sequence's events and lifecycle, passing everything on.
  ///
  /// `onNext`, `onError` and `onCompleted` run before the event is passed on, `afterNext`,
  /// `afterError` and `afterCompleted` after it; a thrown error fails the sequence.
  /// `onSubscribe` runs before subscribing upstream, `onSubscribed` after; `onDispose` runs
  /// when the subscription ends, whether by disposal or after a terminal event.
  @inlinable
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((any Error) throws -> Void)? = nil,
    afterError: ((any Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let source = deliveringOnMainActor(ifWrittenIn: isolation)
    let hop = MainActorHop.isMainActor(isolation)
    return Producer(early: { downstream, slot in
      onSubscribe?()
      var onDispose = onDispose
      if hop, let wrapped = onDispose {
        let hop = MainActorHop()
        onDispose = { hop.run((), { _ in wrapped() }) }
      }
      // As in RxSwift, a subscription that ends while it is being made (a source that
      // completes at once) runs `onDispose` after the source's disposal and `onSubscribed`.
      let deferral = onDispose.map { _ in OnDisposeDeferral() }
      let sink = Sink(
        downstream,
        onDispose: onDispose.map { action in
          { if deferral?.runsNow() ?? true { action() } }
        })
      slot.setSink(sink)
      source.subscribeHandler(
        { event in
          do {
            switch event {
            case .next(let element): try onNext?(element)
            case .error(let error): try onError?(error)
            case .completed: try onCompleted?()
            }
          } catch {
            return sink.on(.error(error))
          }
          sink.on(event)
          do {
            switch event {
            case .next(let element): try afterNext?(element)
            case .error(let error): try afterError?(error)
            case .completed: try afterCompleted?()
            }
          } catch {
            sink.on(.error(error))
          }
        }, into: sink.upstream)
      onSubscribed?()
      if deferral?.subscribed() == true { onDispose?() }
    })
  }
}

/// Whether `do`'s `onDispose` came while the subscription was being made, and so waits for
/// the end of it.
@usableFromInline
final class OnDisposeDeferral: Sendable {
  @usableFromInline static var subscribing: Int { 0 }
  @usableFromInline static var subscribed: Int { 1 }
  @usableFromInline static var deferred: Int { 2 }
  @usableFromInline let state = Atomic<Int>(0)

  @inlinable
  init() {}

  /// Called instead of `onDispose`: whether to run it now (else it is deferred).
  @inlinable
  func runsNow() -> Bool {
    !state.compareExchange(
      expected: Self.subscribing, desired: Self.deferred, ordering: .acquiringAndReleasing
    ).exchanged
  }

  /// Called once subscribed: whether `onDispose` was deferred, and must run now.
  @inlinable
  func subscribed() -> Bool {
    !state.compareExchange(
      expected: Self.subscribing, desired: Self.subscribed, ordering: .acquiringAndReleasing
    ).exchanged
  }
}
