extension ObservableType {
  /// A sequence of one value, then completion.
  public static func just(_ element: Element) -> Observable<Element> {
    Producer { handler in
      handler(.next(element))
      handler(.completed)
      return Disposables.create()
    }
  }

  /// A sequence that completes at once, without values.
  public static func empty() -> Observable<Element> {
    Producer { handler in
      handler(.completed)
      return Disposables.create()
    }
  }

  /// A sequence that never emits anything.
  public static func never() -> Observable<Element> {
    Producer { _ in Disposables.create() }
  }

  /// A sequence that fails at once with `error`.
  public static func error(_ error: any Error) -> Observable<Element> {
    Producer { handler in
      handler(.error(error))
      return Disposables.create()
    }
  }

  /// A sequence of the given values, in order, then completion.
  ///
  /// Stops early once the subscription ends, also while the values are being emitted during
  /// `subscribe` (for example by a `take` downstream), so an infinite sequence can be used.
  public static func from<Values: Sequence>(_ values: Values) -> Observable<Element>
  where Values.Element == Element {
    Producer(early: { handler, slot in
      let sink = Sink(handler)
      slot.setSink(sink)
      for value in values {
        guard !sink.isStopped else { return }
        sink.on(.next(value))
      }
      sink.on(.completed)
    })
  }

  /// A sequence of the given values, in order, then completion.
  public static func of(_ values: Element...) -> Observable<Element> {
    from(values)
  }
}
