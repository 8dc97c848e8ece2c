import RIBSupport

/// What a `values` sequence has received from its subscription and not yet handed to its
/// loop, and the loop waiting for it.
///
/// `AsyncStream` cannot serve here: a loop in a cancelled task still receives the elements
/// buffered before it noticed the cancellation, and an element handed to a suspended loop
/// before the cancellation reaches the loop's body after it. A loop of an interactor's task
/// then ran once more after the deactivation that cancelled it. This channel checks for
/// cancellation where the loop runs, after the element has arrived (see
/// ``next(isolation:)``), and drops what it buffered when cancelled.
final class ValuesChannel<Element: Sendable>: @unchecked Sendable {
  /// What the loop receives next.
  enum Next {
    case element(Element)
    case failure(any Error)
    case end
  }

  private struct State {
    var buffer: [Element] = []
    /// Index of the first element of `buffer` not yet handed out.
    var head = 0
    var terminal: Next?
    var waiting: UnsafeContinuation<Next, Never>?
    var subscription: (any Disposable)?
    var isCancelled = false
    /// Whether the loop was told of its cancellation (see `cancelledNext()`).
    var toldOfCancellation = false

    mutating func takeBuffered() -> Element? {
      guard head < buffer.count else { return nil }
      let element = buffer[head]
      head += 1
      if head == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        head = 0
      } else if head >= 64, head * 2 >= buffer.count {
        buffer.removeFirst(head)
        head = 0
      }
      return element
    }
  }

  private let state = Locked(State())

  /// Subscribes to `source`; from now on its events are kept for the loop.
  init(source: Observable<Element>) {
    let subscription = source.subscribe { [self] event in receive(event) }
    let keep = state.withLock { state -> Bool in
      guard !state.isCancelled, state.terminal == nil else { return false }
      state.subscription = subscription
      return true
    }
    if !keep { subscription.dispose() }
  }

  private func receive(_ event: Event<Element>) {
    var released: (any Disposable)?
    let resumption = state.withLock { state -> (UnsafeContinuation<Next, Never>, Next)? in
      guard !state.isCancelled, state.terminal == nil else { return nil }
      let next: Next
      switch event {
      case .next(let element):
        guard let waiting = state.waiting else {
          state.buffer.append(element)
          return nil
        }
        state.waiting = nil
        return (waiting, .element(element))
      case .error(let error): next = .failure(error)
      case .completed: next = .end
      }
      state.terminal = next
      // The subscription has ended; let go of it (it holds this channel).
      released = state.subscription
      state.subscription = nil
      guard let waiting = state.waiting, state.head == state.buffer.count else { return nil }
      state.waiting = nil
      return (waiting, next)
    }
    _ = released
    if let (waiting, next) = resumption { waiting.resume(returning: next) }
  }

  /// The next element, error or end, for a loop running on `actor`.
  func next(isolation actor: isolated (any Actor)?) async -> Next {
    if Task.isCancelled { return cancelledNext() }
    let next = await withTaskCancellationHandler(
      operation: {
        await withUnsafeContinuation(isolation: actor) { continuation in
          wait(with: continuation)
        }
      },
      // Not `cancel()`: the runtime runs this holding the task's status lock, which a producer
      // resuming the loop needs from inside its delivery, so waiting here for that delivery
      // (as disposing does) deadlocks. The loop disposes once it runs again, below.
      onCancel: { end() },
      isolation: actor)
    // Checked here, where the loop runs: a cancellation that happened while the element was on
    // its way (handed over before it, resumed after it) wins, so the loop's body never runs
    // after the cancellation of its task.
    if Task.isCancelled { return cancelledNext() }
    return next
  }

  /// What a loop whose task was cancelled receives, as from RxSwift's `values`: a
  /// `CancellationError` if the source had not ended yet (once; the end after it), else the
  /// source's end. Ends the sequence first.
  private func cancelledNext() -> Next {
    cancel()
    return state.withLock { state in
      if let terminal = state.terminal { return terminal }
      if state.toldOfCancellation { return .end }
      state.toldOfCancellation = true
      return .failure(CancellationError())
    }
  }

  private func wait(with continuation: UnsafeContinuation<Next, Never>) {
    let ready = state.withLock { state -> Next? in
      if state.isCancelled { return .end }
      if let element = state.takeBuffered() { return .element(element) }
      if let terminal = state.terminal { return terminal }
      state.waiting = continuation
      return nil
    }
    if let ready { continuation.resume(returning: ready) }
  }

  /// Ends the sequence for the loop without disposing the subscription: drops what is
  /// buffered, ignores what comes from now on and ends a waiting loop. Takes only this
  /// channel's lock, which is never held while calling out.
  private func end() {
    var dropped: [Element] = []
    let waiting = state.withLock { state -> UnsafeContinuation<Next, Never>? in
      state.isCancelled = true
      swap(&dropped, &state.buffer)
      state.head = 0
      defer { state.waiting = nil }
      return state.waiting
    }
    // The elements go after the lock: their deinits are the user's code.
    _ = dropped
    waiting?.resume(returning: .end)
  }

  /// Ends the sequence: drops what is buffered, disposes the subscription and ends a waiting
  /// loop.
  func cancel() {
    var dropped: [Element] = []
    let (subscription, waiting) = state.withLock {
      state -> ((any Disposable)?, UnsafeContinuation<Next, Never>?) in
      state.isCancelled = true
      swap(&dropped, &state.buffer)
      state.head = 0
      defer {
        state.subscription = nil
        state.waiting = nil
      }
      return (state.subscription, state.waiting)
    }
    _ = dropped
    subscription?.dispose()
    waiting?.resume(returning: .end)
  }
}

/// Cancels its channel when the last copy of the sequence and of its iterator is gone, so a
/// sequence that is dropped unfinished ends its subscription.
final class ValuesChannelOwner<Element: Sendable>: Sendable {
  let channel: ValuesChannel<Element>

  init(source: Observable<Element>) { channel = ValuesChannel(source: source) }

  deinit { channel.cancel() }
}
