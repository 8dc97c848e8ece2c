extension ObservableType {
  /// Continues with the sequence `handler` returns when this one fails.
  ///
  /// ```swift
  /// service.scores()
  ///   .catch { _ in .just([]) }
  /// ```
  public func `catch`(
    _ handler: @escaping (any Error) throws -> Observable<Element>,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    let source = deliveringOnMainActor(ifWrittenIn: isolation)
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let current = SerialDisposable()
      sink.setUpstream(current)
      let first = SingleAssignmentDisposable()
      current.disposable = first
      source.subscribeHandler(
        { event in
          guard case .error(let error) = event else { return sink.on(event) }
          let recovery: Observable<Element>
          do { recovery = try handler(error) } catch { return sink.on(.error(error)) }
          let next = SingleAssignmentDisposable()
          current.disposable = next
          recovery.subscribeHandler(sink.on, into: next)
        }, into: first)
    })
  }

  /// Ends with `element`, then completes, when this sequence fails.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    self.catch({ _ in Observable.just(element) }, isolation: nil)
  }

  /// RxSwift 5's name for ``catch(_:isolation:)``.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(
    _ handler: @escaping (any Error) throws -> Observable<Element>,
    isolation: (any Actor)? = #isolation
  ) -> Observable<Element> {
    self.catch(handler, isolation: isolation)
  }

  /// RxSwift 5's name for ``catchAndReturn(_:)``.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }
}

extension ObservableType {
  /// Emits the values of the first source; when one fails, continues with the next; fails
  /// with the last error if every source fails.
  public static func `catch`<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    var iterator = Array(sources).makeIterator()
    guard let first = iterator.next() else { return .empty() }
    var result = first
    while let next = iterator.next() {
      result = result.catch({ _ in next }, isolation: nil)
    }
    return result
  }
}
