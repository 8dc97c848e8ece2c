import RIBCore
import RIBStreams
import RIBSupport

/// Checks, deterministically, that objects are deallocated once released: it tracks them
/// weakly, then asks a `LeakDetector` running on a virtual clock, and reports the survivors by
/// type name.
///
/// Most tests need only ``assertSubtreeDeallocated(_:after:fileID:filePath:line:column:)``.
/// Use a checker directly to track objects of your own, or as the leak-detector double of a
/// test (``detector`` runs on ``scheduler``, a clock that only moves when the test says so):
///
/// ```swift
/// let leaks = LeakChecker()
/// leaks.trackSubtree(of: rootRouter.children[0])  // LoggedIn's routers, interactors, views
/// leaks.run {
///   rootRouter.routeToLoggedOut()
/// }
/// leaks.assertNoLeaks()  // fails the test naming every survivor's type
/// ```
///
/// ``run(_:)-(()->R)`` makes ``detector`` the `LeakDetector.instance` of the current task and
/// sends the framework's diagnostics to ``diagnostics``, so expectations made while it runs are
/// checked on the virtual clock too, and a leak never reaches the process-wide handler.
/// Routers and presentable interactors register their parts with the detector that was in
/// force when *they were created*: build the RIBs inside ``run(_:)-(()->R)`` too, and the
/// framework's own expectations are checked here rather than on the process-wide detector.
///
/// Run it on the main actor, where RIB objects are released: a view's disappearance is checked
/// synchronously only there.
public final class LeakChecker: Sendable {
  private struct Tracked: Sendable {
    let reference: WeakReference
    let typeName: String
  }

  /// The virtual clock of ``detector``.
  public let scheduler: VirtualLeakDetectionScheduler
  /// The leak detector, on ``scheduler``; always enabled.
  public let detector: LeakDetector
  /// Every diagnostic reported while the checker ran something or checked: leaks, and any
  /// misuse reported during ``run(_:)-(()->R)``.
  public let diagnostics: DiagnosticsCollector

  private let tracked = Locked<[Tracked]>([])

  /// Creates a checker with its own virtual clock, detector and diagnostics collector.
  public init() {
    scheduler = VirtualLeakDetectionScheduler()
    detector = LeakDetector(scheduler: scheduler, isEnabled: true)
    diagnostics = DiagnosticsCollector()
  }

  // MARK: - Tracking

  /// Tracks `object`, weakly. Tracking an object twice tracks it once.
  public func track(_ object: AnyObject) {
    let typeName = String(describing: type(of: object))
    tracked.withLock { tracked in
      guard !tracked.contains(where: { $0.reference.object === object }) else { return }
      tracked.append(Tracked(reference: WeakReference(object), typeName: typeName))
    }
  }

  /// Tracks every router of `router`'s live subtree, from `router` down, with its interactor,
  /// its view if it has one, and its interactor's presenter if that is an object.
  @preconcurrency @MainActor
  public func trackSubtree(of router: any Routing) {
    var pending: [any Routing] = [router]
    while let current = pending.popLast() {
      track(current)
      track(current.interactable)
      if let presenter = presenterObject(of: current.interactable) { track(presenter) }
      if let viewable = current as? any ViewableRouting { track(viewable.viewControllable) }
      pending.append(contentsOf: current.children.reversed())
    }
  }

  /// The number of objects tracked, alive or not.
  public var trackedCount: Int { tracked.withLock { $0.count } }

  /// The tracked objects still alive, in the order they were tracked.
  public var survivors: [ObjectDescription] {
    tracked.withLock { tracked in
      tracked.compactMap { $0.reference.object.map(ObjectDescription.init) }
    }
  }

  // MARK: - Running and checking

  /// Runs `operation` with ``detector`` as the current task's `LeakDetector.instance`, and the
  /// framework's diagnostics going to ``diagnostics``.
  @discardableResult
  public func run<R>(_ operation: () throws -> R) rethrows -> R {
    try LeakDetector.withInstance(detector) {
      try diagnostics.collect(operation)
    }
  }

  /// Moves the virtual clock forward by `duration`, running the checks that fall due, with
  /// their reports going to ``diagnostics``.
  public func advance(by duration: Duration) {
    diagnostics.collect { scheduler.advance(by: duration) }
  }

  /// Expects every tracked object that is still alive to be deallocated within `time`
  /// seconds, then runs the virtual clock until every expectation of ``detector`` is checked.
  /// Returns the leak reports collected so far (``/RIBCore/Diagnostic/Kind/leak`` and
  /// ``/RIBCore/Diagnostic/Kind/viewDidNotDisappear``), including those of expectations made
  /// during ``run(_:)-(()->R)``.
  @discardableResult
  public func checkForLeaks(
    within time: Double = LeakDefaultExpectationTime.deallocation
  ) -> [Diagnostic] {
    do {
      let alive = tracked.withLock { tracked in tracked.compactMap { $0.reference.object } }
      for object in alive {
        detector.expectDeallocate(object: object, source: .trackedByTest, inTime: time)
      }
    }
    diagnostics.collect { _ = scheduler.runUntilIdle() }
    return leaks
  }

  /// The leak reports collected so far.
  public var leaks: [Diagnostic] {
    diagnostics.diagnostics.filter { $0.kind == .leak || $0.kind == .viewDidNotDisappear }
  }

  /// Runs ``checkForLeaks(within:)`` and fails the current test if anything leaked, naming
  /// every survivor by type. Returns whether nothing leaked.
  @discardableResult
  public func assertNoLeaks(
    within time: Double = LeakDefaultExpectationTime.deallocation,
    fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Bool {
    let leaks = checkForLeaks(within: time)
    guard !leaks.isEmpty else { return true }
    var parts: [String] = []
    let alive = leaks.filter { $0.kind == .leak }.flatMap(\.subjects).map(\.typeName)
    if !alive.isEmpty {
      parts.append(
        "expected to be deallocated, but still alive: \(alive.joined(separator: ", "))")
    }
    let shown = leaks.filter { $0.kind == .viewDidNotDisappear }.flatMap(\.subjects)
      .map(\.typeName)
    if !shown.isEmpty {
      parts.append("expected to disappear, but still shown: \(shown.joined(separator: ", "))")
    }
    TestFailureReporter.report(
      "Leak check failed (\(trackedCount) objects tracked): " + parts.joined(separator: "; ")
        + ". Something still holds them: a retain cycle, or a reference from outside the RIB.",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return false
  }
}

/// Fails the current test unless every router of `router`'s subtree, with its interactor,
/// view and presenter, is deallocated by `release`. The failure names the survivors by type.
/// Returns whether everything was deallocated.
///
/// `router` is an autoclosure so that this function holds the subtree only while it collects
/// it: pass an expression such as `rootRouter.children[0]`, not a local variable that keeps
/// the router alive. `release` receives the router; it should detach it and drop every
/// reference the code under test keeps.
///
/// ```swift
/// rootRouter.routeToLoggedIn(withPlayer1Name: "a", player2Name: "b")
/// assertSubtreeDeallocated(rootRouter.children[0]) { _ in
///   rootRouter.routeToLoggedOut()
/// }
/// ```
///
/// The release runs under a ``LeakChecker``: the framework's leak expectations made meanwhile
/// are checked on its virtual clock, not the process-wide one.
///
/// Called off the main thread (which Swift 5 code can do), it still runs `release`, but fails
/// the test saying why instead of checking: a router released there is torn down on the main
/// actor later, so its interactor would look leaked.
@preconcurrency @MainActor
@discardableResult
public func assertSubtreeDeallocated(
  _ router: @autoclosure () -> any Routing,
  after release: (any Routing) -> Void,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  guard isMainThread() else {
    do {
      let root = router()
      release(root)
    }
    TestFailureReporter.report(
      "assertSubtreeDeallocated was called off the main thread: a router released there is"
        + " torn down on the main actor later, so whether its subtree is deallocated cannot be"
        + " checked here. Call it on the main thread (a @MainActor test, or an XCTest method"
        + " that runs on the main thread).",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return false
  }
  let checker = LeakChecker()
  do {
    let root = router()
    checker.trackSubtree(of: root)
    checker.run { release(root) }
  }
  return checker.assertNoLeaks(fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Fails the current test unless every object of `objects` is deallocated by `release`. The
/// failure names the survivors by type. Returns whether everything was deallocated.
///
/// `objects` is an autoclosure so that this function holds the objects only while it collects
/// them; references kept by the caller keep them alive.
///
/// Where the objects are a RIB's, call it on the main thread (a `@MainActor` test, or an XCTest
/// method): a router released on another thread hands its teardown to the main actor, so its
/// interactor is still alive when this checks.
/// ``assertSubtreeDeallocated(_:after:fileID:filePath:line:column:)`` fails the test if called
/// off the main thread.
///
/// ```swift
/// assertDeallocated([interactor.scoreStream, interactor]) {
///   interactor = nil
/// }
/// ```
@discardableResult
public func assertDeallocated(
  _ objects: @autoclosure () -> [AnyObject],
  after release: () -> Void,
  fileID: String = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let checker = LeakChecker()
  for object in objects() { checker.track(object) }
  checker.run(release)
  return checker.assertNoLeaks(fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A weak reference that can cross threads: it is only compared and described.
final class WeakReference: @unchecked Sendable {
  weak var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}

/// The `presenter` of a `PresentableInteractor`, found by reflection because its type is a
/// generic parameter; `nil` for other interactors and for presenters that are not objects.
@preconcurrency @MainActor
private func presenterObject(of interactor: AnyObject) -> AnyObject? {
  var mirror: Mirror? = Mirror(reflecting: interactor)
  while let current = mirror {
    for child in current.children where child.label == "presenter" {
      guard type(of: child.value) is AnyObject.Type else { return nil }
      return child.value as AnyObject
    }
    mirror = current.superclassMirror
  }
  return nil
}
