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
  @MainActor
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
  @MainActor
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
  // `reader` and `observer` are only used on the main thread; `isStopped` may be set anywhere.
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

  @MainActor
  private func track() {
    guard !stopped.withLock({ $0 }), let reader, let observer else { return }
    let value = withObservationTracking {
      reader.read()
    } onChange: { [weak self] in
      // Called as the change begins, on the thread that makes it: the new value can be read
      // once the change is done, so read on the main queue's next turn.
      runOnMainActorLater { self?.track() }
    }
    observer.onNext(value)
  }
}
