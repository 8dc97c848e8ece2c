extension ObservableType {
  /// A sequence of one value, then completion.
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    Producer.immediate({ handler in
      handler(.next(element))
      handler(.completed)
      return Disposables.create()
    })
  }

  /// A sequence that completes at once, without values.
  @inlinable
  public static func empty() -> Observable<Element> {
    Producer.immediate({ handler in
      handler(.completed)
      return Disposables.create()
    })
  }

  /// A sequence that never emits anything.
  @inlinable
  public static func never() -> Observable<Element> {
    Producer.immediate({ _ in Disposables.create() })
  }

  /// A sequence that fails at once with `error`.
  @inlinable
  public static func error(_ error: any Error) -> Observable<Element> {
    Producer.immediate({ handler in
      handler(.error(error))
      return Disposables.create()
    })
  }

  /// A sequence of the given values, in order, then completion.
  ///
  /// As in RxSwift, each value (and the end) takes a turn of the ``CurrentThreadScheduler``:
  /// all of them arrive during the outermost `subscribe`, but after the work that subscription
  /// already runs, so `Observable.merge(.of(1, 2), .of(3, 4))` gives 1, 3, 2, 4. Stops early
  /// once the subscription ends, also during `subscribe` (for example by a `take` downstream),
  /// so an infinite sequence can be used.
  ///
  /// `@inlinable`, so that stepping through `values` is specialised where it is used.
  @inlinable
  public static func from<Values: Sequence>(_ values: Values) -> Observable<Element>
  where Values.Element == Element {
    trampolined(values)
  }

  /// `values`, then completion, all at once while subscribing (not in turns of the
  /// ``CurrentThreadScheduler``, as ``from(_:)``); stops early once the subscription ends.
  static func emittingAtOnce<Values: Sequence>(_ values: Values) -> Observable<Element>
  where Values.Element == Element {
    Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      for value in values {
        guard !sink.isStopped else { return }
        sink.on(.next(value))
      }
      sink.on(.completed)
    })
  }

  /// A sequence of the given values, in order, then completion; see ``from(_:)``.
  @inlinable
  public static func of(_ values: Element...) -> Observable<Element> {
    from(values)
  }
}
