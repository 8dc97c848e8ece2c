import RIBStreams
import RIBSupport

/// Records everything an observable emits — values, completion, error — for a test to assert
/// on. Create one with ``RIBStreams/ObservableConvertibleType/record()``:
///
/// ```swift
/// let score = scoreStream.score.record()
/// scoreStream.updateScore(with: .player1)
/// #expect(score.values == [Score(player1: 0, player2: 0), Score(player1: 1, player2: 0)])
/// #expect(!score.isCompleted)
/// ```
///
/// Events may arrive on any thread; the recorder is safe to read from any other. It stays
/// subscribed until ``dispose()`` is called or it is deallocated.
///
/// A recorder is also an observer, for sources that take one (`bind(to:)`), or to feed it
/// events directly:
///
/// ```swift
/// let recorder = StreamRecorder<Int>()
/// let subscription = numbers.bind(to: recorder)
/// ```
///
/// For a stream fed from another thread, wait for what the test expects instead of sleeping:
///
/// ```swift
/// let values = worker.results.record()
/// worker.startInBackground()
/// await values.waitForEvents(count: 3)
/// ```
public final class StreamRecorder<Element>: ObserverType {
  private struct Waiter {
    let id: UInt64
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var events: [Event<Element>] = []
    var waiters: [Waiter] = []
    var nextWaiterID: UInt64 = 0
  }

  // Shared with the subscription's observer, which must not hold the recorder itself.
  private let state = Locked(State())
  private let subscription = SingleAssignmentDisposable()

  /// Creates a recorder that records what it is sent as an observer (``on(_:)``).
  public init() {}

  /// Subscribes to `source` and records its events from now on. A source that emits on
  /// subscribe (a behaviour subject, `just`) is recorded at once.
  public init<Source: ObservableConvertibleType>(_ source: Source)
  where Source.Element == Element {
    let state = state
    subscription.setDisposable(
      source.asObservable().subscribe { event in
        StreamRecorder.append(event, to: state)
      })
  }

  /// Records `event`. Events after a terminal one are recorded too: a recorder reports what
  /// it was sent, not what a well-behaved observable would send.
  public func on(_ event: Event<Element>) {
    StreamRecorder.append(event, to: state)
  }

  /// Every event so far, in order.
  public var events: [Event<Element>] { state.withLock { $0.events } }

  /// The values emitted so far, in order.
  public var values: [Element] { events.compactMap(\.element) }

  /// The latest value emitted, if any.
  public var lastValue: Element? { values.last }

  /// Whether the observable completed.
  public var isCompleted: Bool {
    events.contains { if case .completed = $0 { return true } else { return false } }
  }

  /// The error the observable failed with, if it failed.
  public var error: (any Error)? { events.lazy.compactMap(\.error).first }

  /// Whether the observable completed or failed: nothing more will be recorded.
  public var isTerminated: Bool { events.last?.isStopEvent ?? false }

  /// The events as text, such as `["next(1)", "next(2)", "completed"]`: an easy thing to
  /// compare when the element type is not `Equatable`, or to compare errors.
  public var eventDescriptions: [String] { events.map(\.debugDescription) }

  /// Ends the subscription; nothing is recorded afterwards. Waiting tasks are resumed.
  public func dispose() {
    subscription.dispose()
    let waiters = state.withLock { state in
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.continuation.resume() }
  }

  /// Returns once at least `count` events were recorded in total, the observable terminated,
  /// the recorder was disposed, or the waiting task was cancelled — whichever comes first.
  public nonisolated(nonsending) func waitForEvents(count: Int) async {
    let state = state
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isDone = state.withLock { state -> Bool in
          if state.events.count >= count || state.events.last?.isStopEvent == true
            || subscription.isDisposed || Task.isCancelled
          {
            return true
          }
          state.waiters.append(Waiter(id: id, count: count, continuation: continuation))
          return false
        }
        if isDone { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume()
    }
  }

  private static func append(_ event: Event<Element>, to state: Locked<State>) {
    let ready = state.withLock { state -> [Waiter] in
      state.events.append(event)
      let count = state.events.count
      let isTerminal = event.isStopEvent
      let ready = state.waiters.filter { isTerminal || $0.count <= count }
      state.waiters.removeAll { isTerminal || $0.count <= count }
      return ready
    }
    for waiter in ready { waiter.continuation.resume() }
  }

  deinit {
    subscription.dispose()
  }
}

// Every piece of state is behind a lock; elements cross threads only if they are `Sendable`.
extension StreamRecorder: @unchecked Sendable where Element: Sendable {}

/// Testing a stream: recording it with ``record()``, or blocking until it ends with
/// ``toBlocking(timeout:)``, as RxBlocking does.
extension ObservableConvertibleType {
  /// Subscribes a ``StreamRecorder`` that records every event from now on.
  ///
  /// ```swift
  /// let activeness = interactor.isActiveStream.record()
  /// interactor.activate()
  /// XCTAssertEqual(activeness.values, [false, true])
  /// ```
  public func record() -> StreamRecorder<Element> {
    StreamRecorder(self)
  }
}
