import Observation
import RIBStreams
import RIBSupport

/// Streams of `@Observable` properties: what a SwiftUI view writes into a view model, as a
/// stream an interactor subscribes to (``observe(_:_:)``, ``observe(_:)``).
extension RIBStreams.Observable {
  /// The values of `object`'s property at `keyPath`, as it changes: its value when subscribed,
  /// then its value after each change.
  ///
  /// How an interactor follows what a SwiftUI view writes into an `@Observable` view model
  /// (a text field's text, a toggle), as a stream:
  ///
  /// ```swift
  /// Observable.observe(presenter, \.searchText)
  ///   .distinctUntilChanged()
  ///   .subscribe(onNext: { [weak self] in self?.search(for: $0) })
  ///   .disposeOnDeactivate(interactor: self)
  /// ```
  ///
  /// See ``observe(_:)`` for when values are delivered.
  @preconcurrency @MainActor
  public static func observe<Object: Observation.Observable & AnyObject>(
    _ object: Object, _ keyPath: KeyPath<Object, Element>
  ) -> RIBStreams.Observable<Element> {
    let property = UncheckedReadKeyPath(keyPath)
    return observe { object[keyPath: property.keyPath] }
  }

  /// The value of `read()` as the `@Observable` properties it reads change: its value when
  /// subscribed, then its value after each change, through `withObservationTracking`.
  ///
  /// ```swift
  /// Observable.observe { presenter.player1Name + " vs " + presenter.player2Name }
  /// ```
  ///
  /// `read` runs on the main actor. The first value is delivered during `subscribe` when
  /// subscribing on the main thread (else on the main queue). A change is delivered on the
  /// main queue's next turn, after the change is made (Observation reports a change before the
  /// property is written), so several changes made in one turn are delivered as one value, as
  /// SwiftUI renders them once. A program that never runs the main queue delivers them in
  /// `MainActorBacklog.drain()`. The stream never completes; disposing it stops the tracking.
  ///
  /// A property changed on another thread is delivered too. Observation reports the change
  /// before the other thread stores the value, so the value read may be the old one: an
  /// `Equatable` value is read once more after the tracking is in place, and delivered again
  /// if it changed meanwhile. (A thread held up between the two for longer still, past that
  /// second read, is seen at its next change.) View models that SwiftUI shows are changed on
  /// the main actor, where none of this arises.
  @preconcurrency @MainActor
  public static func observe(
    _ read: @escaping @MainActor () -> Element
  ) -> RIBStreams.Observable<Element> {
    let reader = UncheckedMainActorReader(read: read)
    return RIBStreams.Observable<Element>.create { observer in
      let tracking = ObservationTracking(reader: reader, observer: observer)
      tracking.start()
      return Disposables.create { tracking.stop() }
    }
  }
}

/// A main-actor closure carried to the main thread (the only place it is called).
struct UncheckedMainActorReader<Value>: @unchecked Sendable {
  let read: @MainActor () -> Value
}

/// A key path carried into a main-actor closure.
struct UncheckedReadKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>

  init(_ keyPath: KeyPath<Root, Value>) { self.keyPath = keyPath }
}

/// One subscription of ``RIBStreams/Observable/observe(_:)``: reads and tracks on the main
/// thread, again after every change, until stopped.
final class ObservationTracking<Value>: @unchecked Sendable {
  // `reader` and `observer` are only used on the main thread; `stopped` may be set anywhere.
  private var reader: UncheckedMainActorReader<Value>?
  private var observer: AnyObserver<Value>?
  private let stopped = Locked(false)

  init(reader: UncheckedMainActorReader<Value>, observer: AnyObserver<Value>) {
    self.reader = reader
    self.observer = observer
  }

  func start() {
    if isMainThread() {
      MainActor.assumeIsolated { track() }
    } else {
      runOnMainActorLater { self.track() }
    }
  }

  func stop() {
    stopped.withLock { $0 = true }
    // What the subscriber captured is let go on the main thread, where it is used.
    if isMainThread() {
      release()
    } else {
      runOnMainActorLater { self.release() }
    }
  }

  private func release() {
    reader = nil
    observer = nil
  }

  /// Which `track()` the pending change notifications belong to (main thread only): each one
  /// installs a tracking, and only the latest one's notification reads again.
  private var generation = 0

  @preconcurrency @MainActor
  private func track(afterChangeOffMain changedOffMain: Bool = false) {
    guard !stopped.withLock({ $0 }), let reader, let observer else { return }
    generation += 1
    let current = generation
    let value = withObservationTracking {
      reader.read()
    } onChange: { [weak self] in
      // Called as the change begins, on the thread that makes it: the new value can be read
      // once the change is done, so read on the main queue's next turn.
      let offMain = !isMainThread()
      runOnMainActorLater { self?.changed(in: current, offMain: offMain) }
    }
    observer.onNext(value)
    // A change made on another thread reports itself before it stores the value. If that
    // thread stored it while `read` ran, `read` saw the old value, and the tracking installed
    // before the store will not hear of it: read once more, and go again if it moved on.
    if changedOffMain, !stopped.withLock({ $0 }), valuesDiffer(value, reader.read()) {
      runOnMainActorLater { self.changed(in: current, offMain: true) }
    }
  }

  @preconcurrency @MainActor
  private func changed(in tracked: Int, offMain: Bool) {
    guard tracked == generation else { return }
    track(afterChangeOffMain: offMain)
  }
}

/// Whether `old` and `new` are known to differ: only values that are `Equatable` can be told.
private func valuesDiffer<Value>(_ old: Value, _ new: Value) -> Bool {
  guard let old = old as? any Equatable else { return false }
  return !old.isEqual(toAnyValue: new)
}

extension Equatable {
  fileprivate func isEqual(toAnyValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
