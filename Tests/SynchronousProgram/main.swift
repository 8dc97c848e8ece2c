// A synchronous program, as a command-line tool is: main-actor top-level code that never runs
// the main queue (no run loop, no dispatchMain(), no async main). What other threads hand to
// the main actor runs when it calls `MainActorBacklog.drain()`, or, for stream events, when an
// event for the same closure is sent on the main thread.
import Dispatch
import RIBCore
import RIBStreams

/// Runs `work` on another thread and waits for it.
func onAnotherThread(_ work: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    work()
    done.signal()
  }
  done.wait()
}

/// Hands `object` to another thread, which drops the last reference to it.
final class LastReference<Object: AnyObject>: @unchecked Sendable {
  private var object: Object?

  init(_ object: Object) { self.object = object }

  func drop() { object = nil }
}

// 1. An event from another thread, then four from the main thread: all five arrive, in order,
//    each main-thread one before `onNext` returns.
let numbers = PublishSubject<Int>()
var received: [Int] = []
let subscription = numbers.subscribe(onNext: { received.append($0) })
onAnotherThread { [numbers] in numbers.onNext(1) }
print("queued from another thread: \(received)")
for number in 2...5 { numbers.onNext(number) }
print("after four from the main thread: \(received)")
subscription.dispose()

// 2. A task for the main actor runs at the next drain.
var taskRan = false
onAnotherThread { Task { @MainActor in taskRan = true } }
print("task ran before drain: \(taskRan)")
MainActorBacklog.drain()
print("task ran after drain: \(taskRan)")

// 3. A router released on another thread: the main-actor half of its deinit runs at the next
//    drain, and deactivates its child.
LeakDetector.setInstance(LeakDetector(isEnabled: false))
/// An active parent with `child` attached, held only by the reference returned.
@MainActor
func activeParent(of child: any Routing) -> LastReference<Router<Interactor>> {
  let parent = Router(interactor: Interactor())
  parent.interactable.activate()
  parent.load()
  parent.attachChild(child)
  return LastReference(parent)
}
let child = Router(interactor: Interactor())
let parent = activeParent(of: child)
onAnotherThread { parent.drop() }
print("child active before drain: \(child.interactable.isActive)")
MainActorBacklog.drain()
print("child active after drain: \(child.interactable.isActive)")

// 4. Events from another thread that nothing drains: a warning once the backlog reaches the
//    threshold, not silent growth.
let flood = PublishSubject<Int>()
var flooded = 0
let floodSubscription = flood.subscribe(onNext: { _ in flooded += 1 })
final class Warnings: DiagnosticsHandler, @unchecked Sendable {
  private let lock = DispatchSemaphore(value: 1)
  private var kinds: [Diagnostic.Kind] = []
  func handle(_ diagnostic: Diagnostic) {
    lock.wait()
    kinds.append(diagnostic.kind)
    lock.signal()
  }
  var reported: [Diagnostic.Kind] {
    lock.wait()
    defer { lock.signal() }
    return kinds
  }
}
let warnings = Warnings()
Diagnostics.setHandler(warnings)
onAnotherThread { [flood] in
  for number in 0..<MainActorBacklog.warningThreshold + 10 { flood.onNext(number) }
}
print("warnings while flooded: \(warnings.reported.map(\.rawValue))")
MainActorBacklog.drain()
print("delivered after drain: \(flooded == MainActorBacklog.warningThreshold + 10)")
floodSubscription.dispose()

// 5. A drain called from work a drain runs returns at once: a task for the main actor waits for
//    the outer drain instead of running inside the observer.
let nested = PublishSubject<Int>()
var order: [String] = []
let nestedSubscription = nested.subscribe(onNext: { _ in
  MainActorBacklog.drain()
  order.append("observer")
})
Task { @MainActor in order.append("task") }
onAnotherThread { [nested] in nested.onNext(1) }
MainActorBacklog.drain()
print("nested drain order: \(order)")
nestedSubscription.dispose()

// 6. The warning counts what waits for one closure: many closures with one event each never
//    reach it.
let many = PublishSubject<Int>()
var manyReceived = 0
let manySubscriptions = (0..<(2 * MainActorBacklog.warningThreshold)).map { _ in
  many.subscribe(onNext: { _ in manyReceived += 1 })
}
let warningsBeforeMany = warnings.reported.count
onAnotherThread { [many] in many.onNext(1) }
print(
  "warnings for one event to each of many closures: \(warnings.reported.count - warningsBeforeMany)"
)
MainActorBacklog.drain()
print("each closure got its event: \(manyReceived == manySubscriptions.count)")
for subscription in manySubscriptions { subscription.dispose() }
