extension ObservableType {
  /// Subscribes again, for ever, each time the sequence fails.
  public func retry() -> Observable<Element> {
    retrying(maxAttemptCount: nil)
  }

  /// Subscribes again each time the sequence fails, for at most `maxAttemptCount` subscriptions
  /// in all; then passes the last error on.
  ///
  /// A source that fails while being subscribed is subscribed again in a loop, not deeper in
  /// the stack, so any number of attempts is safe. As in RxSwift, the next attempt, and the
  /// last error too, wait for the failing subscription to return: what a `create` body does
  /// after calling `onError` happens first.
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    retrying(maxAttemptCount: maxAttemptCount)
  }

  /// Subscribes again each time the sequence that `notificationHandler` makes from the errors
  /// emits a value after a failure; ends when that sequence completes or fails after a failure
  /// (or, if it ended before, at the next failure), as RxSwift's does.
  ///
  /// ```swift
  /// request.retry(when: { errors in errors.take(3) })
  /// ```
  public func retry<Trigger: ObservableConvertibleType>(
    when notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> Observable<Element> {
    retrying(when: { errors in notificationHandler(errors).asObservable().map { _ in () } })
  }

  /// Like `retry(when:)` with `any Error`, with the errors as `Failure`; an
  /// error of another type is passed on.
  public func retry<Failure: Error, Trigger: ObservableConvertibleType>(
    when notificationHandler: @escaping (Observable<Failure>) -> Trigger
  ) -> Observable<Element> {
    retrying(when: { errors in
      notificationHandler(
        errors.map { error in
          guard let failure = error as? Failure else { throw error }
          return failure
        }
      ).asObservable().map { _ in () }
    })
  }

  /// RxSwift 5's name for `retry(when:)` with `any Error`.
  @available(*, deprecated, renamed: "retry(when:)")
  public func retryWhen<Trigger: ObservableConvertibleType>(
    _ notificationHandler: @escaping (Observable<any Error>) -> Trigger
  ) -> Observable<Element> {
    retry(when: notificationHandler)
  }

  private func retrying(maxAttemptCount: Int?) -> Observable<Element> {
    let source = asObservable()
    if let maxAttemptCount, maxAttemptCount <= 0 { return .empty() }
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let serializer = workSerializer(forwardingTo: sink)
      let loop = SubscribeLoop()
      let current = SerialDisposable()
      sink.setUpstream(StopThenDispose(serializer: serializer, disposable: current))
      // Only touched in the serializer's callbacks.
      var attempts = 0
      func attempt() {
        guard !sink.isStopped else { return }
        attempts += 1
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        loop.schedule {
          // Disposed from another thread since it was scheduled: subscribe to nothing more.
          guard !sink.isStopped else { return }
          source.subscribeHandler(
            { event in
              guard case .error = event else { return sink.on(event) }
              serializer.send {
                if let maxAttemptCount, attempts >= maxAttemptCount {
                  // Like a new attempt, the last error waits for a subscription that failed
                  // while being made to return, as in RxSwift: code after `onError` in a
                  // `create` runs before the error is passed on.
                  loop.schedule { serializer.send { sink.on(event) } }
                } else {
                  attempt()
                }
              }
              loop.run()
            }, into: subscription)
        }
      }
      serializer.send { attempt() }
      loop.run()
    })
  }

  private func retrying(
    when makeTrigger: @escaping (Observable<any Error>) -> Observable<Void>
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer(early: { downstream, slot in
      let sink = Sink(downstream)
      slot.setSink(sink)
      let serializer = workSerializer(forwardingTo: sink)
      let loop = SubscribeLoop()
      let current = SerialDisposable()
      let triggerSubscription = SingleAssignmentDisposable()
      sink.setUpstream(
        StopThenDispose(
          serializer: serializer, disposable: Disposables.create(current, triggerSubscription)))
      let errors = PublishSubject<any Error>()
      // Only touched in the serializer's callbacks. As in RxSwift, the trigger acts only
      // while a failure waits for it: a value before any failure is dropped, and an end
      // before any failure ends the sequence at its next failure.
      var isFailurePending = false
      var triggerEnd: Event<Element>?
      func attempt() {
        guard !sink.isStopped else { return }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        loop.schedule {
          source.subscribeHandler(
            { event in
              guard case .error(let error) = event else { return sink.on(event) }
              serializer.send {
                if let triggerEnd { return sink.on(triggerEnd) }
                isFailurePending = true
                errors.on(.next(error))
              }
              loop.run()
            }, into: subscription)
        }
      }
      makeTrigger(errors.asObservable()).subscribeHandler(
        { event in
          serializer.send {
            let end: Event<Element>
            switch event {
            case .next:
              guard isFailurePending else { return }
              isFailurePending = false
              return attempt()
            case .error(let error): end = .error(error)
            case .completed: end = .completed
            }
            if isFailurePending { sink.on(end) } else { triggerEnd = end }
          }
          loop.run()
        }, into: triggerSubscription)
      serializer.send { attempt() }
      loop.run()
    })
  }
}
