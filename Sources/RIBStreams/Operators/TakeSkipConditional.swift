/// Whether `take(while:)` and `take(until:)` also emit the value that ends them.
public enum TakeBehavior: Sendable {
  /// Emit it, then complete.
  case inclusive
  /// Complete without it.
  case exclusive
}

extension ObservableType {
  /// Passes values on while `predicate` holds; completes at the first value for which it does
  /// not (emitting that value too when `behavior` is `.inclusive`).
  @inlinable
  public func take(
    while predicate: @escaping (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    lift(isolation: isolation) { sink in
      { event in
        guard case .next(let element) = event else { return sink.on(event) }
        let holds: Bool
        do { holds = try predicate(element) } catch { return sink.on(.error(error)) }
        if holds { return sink.on(event) }
        if behavior == .inclusive { sink.on(event) }
        sink.on(.completed)
      }
    }
  }

  /// Passes values on until `predicate` holds; completes at the first value for which it does
  /// (emitting that value too when `behavior` is `.inclusive`).
  @inlinable
  public func take(
    until predicate: @escaping (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    take(while: { try !predicate($0) }, behavior: behavior, isolation: isolation)
  }

  /// Passes values on until `other` emits a value, then completes. `other` completing does
  /// not end the sequence; `other` failing does.
  @inlinable
  public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    gated(by: other.asObservable(), opensGate: false)
  }

  /// Drops values while `predicate` holds, then passes on every value from the first for which
  /// it does not.
  @inlinable
  public func skip(
    while predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    lift(isolation: isolation) { sink in
      var skipping = true
      return { event in
        guard skipping, case .next(let element) = event else { return sink.on(event) }
        do { skipping = try predicate(element) } catch { return sink.on(.error(error)) }
        if !skipping { sink.on(event) }
      }
    }
  }

  /// Drops values until `other` emits a value, then passes every value on.
  ///
  /// As in RxSwift, the source is subscribed to first, and a source that completes before
  /// `other` emits ends the subscription without passing the completion on.
  @inlinable
  public func skip<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    gated(by: other.asObservable(), opensGate: true)
  }

  /// `take(until:)` (`opensGate == false`: `other`'s first value completes) and `skip(until:)`
  /// (`opensGate == true`: `other`'s first value lets values through). Both sources' events
  /// go through one serializer.
  @inlinable
  func gated<Other>(by other: Observable<Other>, opensGate: Bool) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      // Held through a box that a silent end empties: no terminal event reaches the
      // subscriber then, so nothing else would let go of its closures.
      let subscriber = SubscriberBox(downstream)
      let sink = Sink<Element>({ subscriber.handler?($0) })
      slot.setSink(sink)
      let gate = LatestValue<Bool>()
      let otherSubscription = SingleAssignmentDisposable()
      let sourceSubscription = SingleAssignmentDisposable()
      // `gate` is only touched by the one thread delivering, one event at a time.
      let serializer = Serializer<EitherSourceEvent<Element, Other>> { input in
        switch input {
        case .second(.next):
          if opensGate {
            gate.value = true
            otherSubscription.dispose()
          } else {
            sink.on(.completed)
          }
        case .second(.error(let error)): sink.on(.error(error))
        case .second(.completed): break
        case .first(let event):
          guard opensGate, gate.value != true else {
            sink.on(event)
            break
          }
          switch event {
          case .next: break
          case .error: sink.on(event)
          // As in RxSwift, a source that ends before the gate opens ends the subscription
          // without a word downstream.
          case .completed:
            sink.dispose()
            subscriber.handler = nil
          }
        }
        return !sink.isStopped
      }
      sink.setUpstream(
        StopThenDispose(
          serializer: serializer,
          disposable: Disposables.create(otherSubscription, sourceSubscription)))
      // In RxSwift's order: `take(until:)` subscribes to `other` first, `skip(until:)` to the
      // source first.
      if opensGate {
        source.subscribeHandler({ serializer.send(.first($0)) }, into: sourceSubscription)
        other.subscribeHandler({ serializer.send(.second($0)) }, into: otherSubscription)
      } else {
        other.subscribeHandler({ serializer.send(.second($0)) }, into: otherSubscription)
        source.subscribeHandler({ serializer.send(.first($0)) }, into: sourceSubscription)
      }
    })
  }

  /// Emits only the last `count` values, once the sequence completes.
  @inlinable
  public func takeLast(_ count: Int) -> Observable<Element> {
    lift { sink in
      var buffer: [Element] = []
      var head = 0
      return { event in
        switch event {
        case .next(let element):
          guard count > 0 else { return }
          buffer.append(element)
          if buffer.count - head > count { head += 1 }
          if head > 64, head * 2 > buffer.count {
            buffer.removeFirst(head)
            head = 0
          }
        case .error(let error):
          sink.on(.error(error))
        case .completed:
          for element in buffer[head...] {
            guard !sink.isStopped else { return }
            sink.on(.next(element))
          }
          sink.on(.completed)
        }
      }
    }
  }

  /// Emits the value at `index` (counting from zero), then completes; fails with
  /// ``RxError/argumentOutOfRange`` if the sequence completes before reaching it.
  @inlinable
  public func element(at index: Int) -> Observable<Element> {
    guard index >= 0 else { return .error(RxError.argumentOutOfRange) }
    return lift { sink in
      var remaining = index
      return { event in
        switch event {
        case .next:
          if remaining == 0 {
            sink.on(event)
            sink.on(.completed)
          } else {
            remaining -= 1
          }
        case .error: sink.on(event)
        case .completed: sink.on(.error(RxError.argumentOutOfRange))
        }
      }
    }
  }

  /// Drops every value, passing on only completion or failure.
  @inlinable
  public func ignoreElements() -> Observable<Never> {
    lift { sink in
      { event in
        switch event {
        case .next: break
        case .error(let error): sink.on(.error(error))
        case .completed: sink.on(.completed)
        }
      }
    }
  }
}

extension ObservableType {
  /// RxSwift 5's name for ``take(while:behavior:isolation:)``.
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(
    _ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    take(while: predicate, isolation: isolation)
  }

  /// RxSwift 5's name for ``take(until:behavior:isolation:)``.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(
    _ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    take(until: predicate, behavior: behavior, isolation: isolation)
  }

  /// RxSwift 5's name for `take(until:)` with another sequence.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Other: ObservableConvertibleType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }

  /// RxSwift 5's name for ``skip(while:isolation:)``.
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(
    _ predicate: @escaping (Element) throws -> Bool, isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    skip(while: predicate, isolation: isolation)
  }

  /// RxSwift 5's name for ``skip(until:)``.
  @available(*, deprecated, renamed: "skip(until:)")
  public func skipUntil<Other: ObservableConvertibleType>(_ other: Other) -> Observable<Element> {
    skip(until: other)
  }

  /// RxSwift 5's name for ``element(at:)``.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}

/// The subscriber of `skip(until:)`, which its silent end lets go of. Only the thread
/// delivering the operator's events touches `handler`.
@usableFromInline
final class SubscriberBox<Element>: @unchecked Sendable {
  @usableFromInline var handler: EventHandler<Element>?

  @inlinable
  init(_ handler: @escaping EventHandler<Element>) { self.handler = handler }
}
