import Dispatch
import RIBStreams
import RIBSupport

#if canImport(Darwin)
  import CoreFoundation
#endif

/// An observable whose events a test waits for, blocking the calling thread: RxBlocking's
/// `BlockingObservable`. Made by `ObservableConvertibleType/toBlocking(timeout:)`.
///
/// ```swift
/// XCTAssertEqual(try interactor.names.take(2).toBlocking(timeout: 1).toArray(), ["a", "b"])
/// ```
///
/// Each method subscribes, blocks until the sequence terminates (``first()`` until the first
/// value) or the timeout passes, and disposes the subscription. A timeout throws
/// `RxError/timeout`; an error of the sequence is rethrown.
///
/// ## Where it blocks
/// On any thread but the main one, the calling thread simply waits. On the main thread,
/// waiting outright would deadlock with what the sequence itself needs the main thread for
/// (`observe(on: MainScheduler.instance)`, closures written in main-actor code, main-actor
/// tasks), so it runs that work while it waits: RIBStreams' main-actor backlog
/// (`MainActorBacklog.drain()`), the main queue, and on Apple platforms the main run loop,
/// in short turns until the sequence ends. Work queued for a thread other than the main one
/// that the caller itself occupies (a serial queue the test is running on) cannot run; give
/// such waits a timeout.
public struct BlockingObservable<Element> {
  private let source: Observable<Element>
  private let timeout: Double?

  init(source: Observable<Element>, timeout: Double?) {
    self.source = source
    self.timeout = timeout
  }

  /// Every value, once the sequence completes.
  public func toArray() throws -> [Element] {
    let result = run()
    if let error = result.error { throw error }
    return result.elements
  }

  /// The first value, or `nil` if the sequence completes without one. Returns as soon as the
  /// first value comes.
  public func first() throws -> Element? {
    let result = run(stopAfter: 1)
    if let error = result.error { throw error }
    return result.elements.first
  }

  /// The last value, or `nil` if the sequence completes without one.
  public func last() throws -> Element? {
    let result = run()
    if let error = result.error { throw error }
    return result.elements.last
  }

  /// The only value; throws `RxError/noElements` if there is none and
  /// `RxError/moreThanOneElement` if there are more.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// The only value that satisfies `predicate`; throws `RxError/noElements` if
  /// there is none and `RxError/moreThanOneElement` if there are more (an error
  /// `predicate` throws is rethrown). Returns as soon as a second value satisfies it.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let result = run(stopAfter: 2, matching: predicate)
    if let error = result.error { throw error }
    guard let only = result.elements.first else { throw RxError.noElements }
    guard result.elements.count == 1 else { throw RxError.moreThanOneElement }
    return only
  }

  /// How the sequence ended, with the values it emitted: never throws for the sequence's own
  /// error, which comes in ``MaterializedSequenceResult/failed(elements:error:)``.
  public func materialize() -> MaterializedSequenceResult<Element> {
    let result = run()
    if let error = result.error { return .failed(elements: result.elements, error: error) }
    return .completed(elements: result.elements)
  }

  /// Collects the values that satisfy `matching` until the sequence ends or `stopAfter` of
  /// them came; an error `matching` throws ends the wait with that error.
  private func run(
    stopAfter limit: Int? = nil, matching: @escaping (Element) throws -> Bool = { _ in true }
  ) -> (elements: [Element], error: (any Error)?) {
    let collected = Locked<(elements: [Element], error: (any Error)?, isDone: Bool)>(
      ([], nil, false))
    let done = DispatchSemaphore(value: 0)
    let observer = AnyObserver<Element> { event in
      // As in RxBlocking, nothing reaches the predicate once the wait is over (a source that
      // emits while being subscribed to goes on before the subscription can be disposed).
      guard !collected.withLock({ $0.isDone }) else { return }
      // The predicate is the caller's code: asked before the lock is taken.
      var verdict: Result<Bool, any Error> = .success(true)
      if case .next(let element) = event { verdict = Result { try matching(element) } }
      let finished = collected.withLock { state -> Bool in
        guard !state.isDone else { return false }
        switch event {
        case .next(let element):
          switch verdict {
          case .success(false): return false
          case .success(true): break
          case .failure(let error):
            state.error = error
            state.isDone = true
            return true
          }
          state.elements.append(element)
          state.isDone = limit.map { state.elements.count >= $0 } ?? false
        case .error(let error):
          state.error = error
          state.isDone = true
        case .completed:
          state.isDone = true
        }
        return state.isDone
      }
      if finished { done.signal() }
    }
    // In a run of the CurrentThreadScheduler of its own: called from inside work that
    // scheduler runs (an observer of `of`), the values of `of` would wait for that work, which
    // waits here. RxBlocking hangs there; this returns them.
    let subscription = CurrentThreadScheduler.runningOnItsOwn { source.subscribe(observer) }
    let completed = wait(for: done)
    subscription.dispose()
    return collected.withLock { state in
      if !completed, !state.isDone { return (state.elements, RxError.timeout) }
      return (state.elements, state.error)
    }
  }

  /// Waits for `done`, running the main thread's work meanwhile when called on it. Returns
  /// `false` on timeout.
  private func wait(for done: DispatchSemaphore) -> Bool {
    let deadline = timeout.map { DispatchTime.now() + .nanoseconds(Int(($0 * 1e9).rounded())) }
    guard isMainThread() else {
      return done.wait(timeout: deadline ?? .distantFuture) == .success
    }
    while true {
      MainThreadWork.runWaiting()
      let slice = DispatchTime.now() + .milliseconds(1)
      let until = deadline.map { min($0, slice) } ?? slice
      if done.wait(timeout: until) == .success { return true }
      if let deadline, DispatchTime.now() >= deadline { return false }
    }
  }
}

/// How a sequence ended, with what it emitted: ``BlockingObservable/materialize()``.
public enum MaterializedSequenceResult<Element> {
  /// It completed after emitting `elements`.
  case completed(elements: [Element])
  /// It failed with `error` after emitting `elements`.
  case failed(elements: [Element], error: any Error)
}

/// Testing a stream: recording it with ``record()``, or blocking until it ends with
/// ``toBlocking(timeout:)``, as RxBlocking does.
extension ObservableConvertibleType {
  /// This sequence as a ``BlockingObservable``, whose methods block the calling thread until
  /// it ends, at most `timeout` seconds (no limit if `nil`). See "Where it blocks" in
  /// ``BlockingObservable``.
  public func toBlocking(timeout: Double? = nil) -> BlockingObservable<Element> {
    BlockingObservable(source: asObservable(), timeout: timeout)
  }
}

/// The main thread's waiting work, run by a blocking wait on the main thread.
private enum MainThreadWork {
  static func runWaiting() {
    guard isMainThread() else { return }
    // On the main thread, checked above: the main actor's executor is this thread.
    MainActor.assumeIsolated { MainActorBacklog.drain() }
    #if canImport(Darwin)
      _ = CFRunLoopRunInMode(CFRunLoopMode.defaultMode, 0, true)
    #endif
  }
}
