extension ObservableType {
  /// Continues with the sequence `handler` returns when this one fails.
  ///
  /// ```swift
  /// service.scores()
  ///   .catch { _ in .just([]) }
  /// ```
  @inlinable
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
  @inlinable
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
  ///
  /// As in RxSwift, the next source, and the last error, wait for a source that failed while
  /// being subscribed to return from its subscription: what a `create` body does after
  /// calling `onError` happens first. Sources are subscribed in a loop, not one inside the
  /// other, so any number of them is safe.
  @inlinable
  public static func `catch`<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sources)
    guard !sources.isEmpty else { return .empty() }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let serializer = workSerializer(forwardingTo: sink)
      let loop = SubscribeLoop()
      let current = SerialDisposable()
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: current))
      // Only touched in the serializer's callbacks.
      var next = 0
      func subscribeNext() {
        guard !sink.isStopped else { return }
        let source = sources[next]
        next += 1
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        loop.schedule {
          // Disposed from another thread since it was scheduled: subscribe to nothing more.
          guard !sink.isStopped else { return }
          source.subscribeHandler(
            { event in
              guard case .error = event else { return sink.on(event) }
              serializer.send {
                if next < sources.count {
                  subscribeNext()
                } else {
                  loop.schedule { serializer.send { sink.on(event) } }
                }
              }
              loop.run()
            }, into: subscription)
        }
      }
      serializer.send { subscribeNext() }
      loop.run()
    })
  }
}
