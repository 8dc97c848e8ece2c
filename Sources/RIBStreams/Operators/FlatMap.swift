extension ObservableType {
  /// Maps each value to an inner sequence and emits the values of every inner sequence as they
  /// arrive.
  ///
  /// Completes when the source and every inner sequence have completed; fails as soon as the
  /// source, an inner sequence or `selector` fails.
  ///
  /// ```swift
  /// playerIDs
  ///   .flatMap { id in profileService.profile(for: id) }
  ///   .subscribe(onNext: { profile in show(profile) })
  /// ```
  @inlinable
  public func flatMap<Inner: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Inner, isolation: (any Actor)? = #isolation
  ) -> Observable<Inner.Element> {
    InnerMerge.make(
      deliveringOnMainActor(ifWrittenIn: isolation), policy: .unbounded,
      selector: { try selector($0).asObservable() })
  }

  /// Maps each value to an inner sequence and emits their values one inner sequence after the
  /// other: the next starts once the previous one has completed (the values arriving meanwhile
  /// wait their turn).
  @inlinable
  public func concatMap<Inner: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Inner, isolation: (any Actor)? = #isolation
  ) -> Observable<Inner.Element> {
    InnerMerge.make(
      deliveringOnMainActor(ifWrittenIn: isolation), policy: .limited(1),
      selector: { try selector($0).asObservable() })
  }

  /// Maps each value to an inner sequence, ignoring the values that arrive while an inner
  /// sequence is still running.
  @inlinable
  public func flatMapFirst<Inner: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Inner, isolation: (any Actor)? = #isolation
  ) -> Observable<Inner.Element> {
    InnerMerge.make(
      deliveringOnMainActor(ifWrittenIn: isolation), policy: .dropWhileBusy,
      selector: { try selector($0).asObservable() })
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Emits the values of every inner sequence as they arrive.
  @inlinable
  public func merge() -> Observable<Element.Element> {
    InnerMerge.make(asObservable(), policy: .unbounded, selector: { $0.asObservable() })
  }

  /// Emits the values of the inner sequences, at most `maxConcurrent` subscribed at a time;
  /// the others wait, in order, for one to complete.
  @inlinable
  public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
    InnerMerge.make(
      asObservable(), policy: .limited(Swift.max(1, maxConcurrent)),
      selector: { $0.asObservable() })
  }

  /// Emits the values of the inner sequences one after the other, each once the previous one
  /// has completed.
  @inlinable
  public func concat() -> Observable<Element.Element> {
    InnerMerge.make(asObservable(), policy: .limited(1), selector: { $0.asObservable() })
  }

  /// Emits the values of the most recent inner sequence only; a new inner sequence ends the
  /// previous one.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest({ $0 }, isolation: nil)
  }
}

/// What `flatMap` and its relatives do with a value that arrives while inner sequences run.
@usableFromInline
enum InnerMergePolicy {
  /// Subscribe to its inner sequence at once.
  case unbounded
  /// Subscribe at once while fewer than this many run; else queue it.
  case limited(Int)
  /// Drop it while one runs.
  case dropWhileBusy
}

/// The engine of `flatMap`, `concatMap`, `flatMapFirst`, `merge` and `concat`.
///
/// Every event, from the source or an inner sequence, is one item of a ``Serializer``, which is
/// all the synchronisation there is: the counts and the waiting list are touched only in its
/// callbacks. Inner sequences are subscribed through a ``SubscribeLoop``, after the callback
/// that decided on them, so one that completes while being subscribed has the next one
/// subscribed in a later turn of a loop, not deeper in the stack.
@usableFromInline
enum InnerMerge {
  @inlinable
  static func make<Source, Inner>(
    _ source: Observable<Source>, policy: InnerMergePolicy,
    selector: @escaping (Source) throws -> Observable<Inner>
  ) -> Observable<Inner> {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let run = InnerMergeRun(sink: sink, policy: policy, selector: selector)
      sink.setUpstream(
        StopThenDispose(serializer: run.serializer, disposable: run.subscriptions))
      let outer = SingleAssignmentDisposable()
      run.subscriptions.insert(outer)
      source.subscribeHandler({ event in run.send { run.outer(event) } }, into: outer)
    })
  }
}

/// One subscription's state; touched only in its serializer's callbacks.
@usableFromInline
final class InnerMergeRun<Source, Inner> {
  @usableFromInline let serializer: Serializer<() -> Void>
  @usableFromInline let subscriptions = CompositeDisposable()
  @usableFromInline let loop = SubscribeLoop()
  @usableFromInline let sink: Sink<Inner>
  @usableFromInline let policy: InnerMergePolicy
  @usableFromInline let selector: (Source) throws -> Observable<Inner>
  @usableFromInline var active = 0
  @usableFromInline var waiting: [Observable<Inner>] = []
  @usableFromInline var waitingHead = 0
  @usableFromInline var outerDone = false

  @inlinable
  init(
    sink: Sink<Inner>, policy: InnerMergePolicy,
    selector: @escaping (Source) throws -> Observable<Inner>
  ) {
    self.sink = sink
    self.policy = policy
    self.selector = selector
    serializer = workSerializer(forwardingTo: sink)
  }

  /// Runs `work` in the serializer, then the subscriptions it asked for.
  @inlinable
  func send(_ work: @escaping () -> Void) {
    serializer.send(work)
    loop.run()
  }

  @inlinable
  func outer(_ event: Event<Source>) {
    guard !sink.isStopped else { return }
    switch event {
    case .next(let element):
      if case .dropWhileBusy = policy, active > 0 { return }
      let inner: Observable<Inner>
      do { inner = try selector(element) } catch { return sink.on(.error(error)) }
      if case .limited(let limit) = policy, active >= limit {
        waiting.append(inner)
      } else {
        subscribe(inner)
      }
    case .error(let error):
      sink.on(.error(error))
    case .completed:
      outerDone = true
      finishIfDone()
    }
  }

  @inlinable
  func subscribe(_ inner: Observable<Inner>) {
    active += 1
    let subscription = SingleAssignmentDisposable()
    guard let key = subscriptions.insert(subscription) else { return }
    loop.schedule { [self] in
      guard !sink.isStopped else { return }
      inner.subscribeHandler(
        { [self] event in send { [self] in self.inner(event, key: key) } }, into: subscription)
    }
  }

  @inlinable
  func inner(_ event: Event<Inner>, key: CompositeDisposable.DisposeKey) {
    guard !sink.isStopped else { return }
    switch event {
    case .next:
      sink.on(event)
    case .error:
      sink.on(event)
    case .completed:
      subscriptions.remove(for: key)
      active -= 1
      if waitingHead < waiting.count {
        let next = waiting[waitingHead]
        waitingHead += 1
        if waitingHead == waiting.count {
          waiting.removeAll(keepingCapacity: true)
          waitingHead = 0
        }
        subscribe(next)
      } else {
        finishIfDone()
      }
    }
  }

  @inlinable
  func finishIfDone() {
    if outerDone, active == 0, waitingHead == waiting.count { sink.on(.completed) }
  }
}

extension ObservableType {
  /// Emits the values of each source in turn, subscribing to the next once the previous one
  /// has completed; fails as soon as one fails.
  ///
  /// Sources that complete at once, while being subscribed, are taken one after the other in a
  /// loop, so any number of them can be concatenated. A source that is itself such a
  /// concatenation (`concat(_:)` of a sequence, or `a.concat(b)`) has its sources taken in
  /// the same loop, as in RxSwift: a concatenation nested in the last place of the previous
  /// one, to any depth, runs in constant stack.
  public static func concat<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    Concatenation(sources)
  }

  /// Emits the values of each source in turn; see `concat(_:)` of a sequence.
  @inlinable
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }
}

extension ObservableType {
  /// Emits this sequence's values, then, once it has completed, those of `second`.
  @inlinable
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }
}
