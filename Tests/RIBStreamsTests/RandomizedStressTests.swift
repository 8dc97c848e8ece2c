import Dispatch
import Foundation
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Threads × subjects × operators doing random things at once, from outside and from inside
/// deliveries: subscribe, send, read values, dispose (their own subscriptions and each
/// other's), cancel `for await` loops over `values`. Bounded in iterations, under the watchdog.
/// Nothing may hang, and no delivery may start after the `dispose()` of its subscription
/// returned.
@Suite struct RandomizedStressTests {
  /// One subscription in the shared pool: disposing it sets `disposed` once `dispose()`
  /// returned, and its observer counts a delivery that starts after that.
  ///
  /// Disposed before `subscribe` returned (from inside the replay of a behavior or replay
  /// subject), the replay under way goes on: that is not counted, only disposals of a
  /// subscription that `assigned` says exists.
  private final class Tracked: Sendable {
    let subscription = SingleAssignmentDisposable()
    let assigned = Flag()
    let disposed = Flag()

    func assign(_ disposable: any Disposable) {
      subscription.setDisposable(disposable)
      assigned.set()
    }

    func dispose() {
      let wasAssigned = assigned.isSet
      subscription.dispose()
      if wasAssigned { disposed.set() }
    }
  }

  /// Counts the reports of disposals that backed off from a cycle (expected here: observers
  /// dispose each other's subscriptions crosswise), instead of printing them.
  private final class Reports: SupportReportHandling {
    let cycles = AtomicCounter()
    let others = AtomicCounter()

    func handle(_ report: SupportReport) {
      if report.kind == "lockCycle" { cycles.increment() } else { others.increment() }
    }
  }

  @Test func randomOperationsOnSharedStreamsNeitherHangNorDeliverLate() async {
    let threads = 4
    let iterations = 1000
    let publish = PublishSubject<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let queue = DispatchQueue(label: "stress-observe-on")
    let streams: [Observable<Int>] = [
      publish.asObservable(),
      behavior.asObservable().map { $0 &+ 1 },
      replay.asObservable().filter { $0 % 3 != 0 },
      Observable.merge(publish.asObservable(), behavior.asObservable()),
      Observable.combineLatest(behavior.asObservable(), replay.asObservable()) { $0 &+ $1 },
      behavior.asObservable().flatMapLatest { _ in publish.asObservable() },
      Observable.create { observer in replay.subscribe(observer) }.map { $0 },
      publish.asObservable().observe(on: queue),
      publish.asObservable().share(replay: 1),
    ]
    let send: @Sendable (Int, Int) -> Void = { which, value in
      switch which {
      case 0: publish.onNext(value)
      case 1: behavior.accept(value)
      default: replay.onNext(value)
      }
    }
    let pool = Locked<[Tracked]>([])
    // Every subscription ever made, disposed at the end: an observer that captures its own
    // subscription is a cycle until it is disposed, and the pool forgets the oldest ones.
    let everyone = Locked<[Tracked]>([])
    let late = AtomicCounter()
    let delivered = AtomicCounter()
    let reports = Reports()
    let feedback = AtomicCounter()
    for _ in 0..<2000 { feedback.increment() }

    /// Subscribes to a random stream an observer that checks it is not late and, sometimes,
    /// acts from inside its delivery.
    @Sendable func subscribe(_ random: inout SeededGenerator) {
      let tracked = Tracked()
      let reaction = random.below(6)
      let target = random.below(3)
      let stream = streams[random.below(streams.count)]
      tracked.assign(
        stream.subscribe(onNext: { value in
          if tracked.disposed.isSet { late.increment() }
          delivered.increment()
          guard value % 7 == 0 else { return }
          switch reaction {
          // Bounded: observers feeding subjects that feed them would otherwise never stop.
          case 0 where feedback.decrement() >= 0: send(target, value &+ 1)
          case 1: _ = behavior.value
          case 2: pool.withLock { $0.randomElement() }?.dispose()
          case 3: tracked.dispose()
          default: break
          }
        }))
      everyone.withLock { $0.append(tracked) }
      pool.withLock { pool in
        pool.append(tracked)
        if pool.count > 40 { pool.removeFirst(pool.count - 40) }
      }
    }

    let bodies: [@Sendable () -> Void] = (0..<threads).map { thread in
      {
        SupportDiagnostics.handler.withValue(reports) {
          var random = SeededGenerator(seed: UInt64(thread) &* 7919 &+ 17)
          for iteration in 0..<iterations {
            switch random.below(10) {
            case 0, 1: subscribe(&random)
            case 2, 3, 4, 5: send(random.below(3), iteration)
            case 6: _ = behavior.value
            case 7: pool.withLock { $0.randomElement() }?.dispose()
            case 8:
              let task = Task.detached {
                for await _ in behavior.values { break }
              }
              if random.below(2) == 0 { task.cancel() }
            default:
              let values = Task.detached {
                var count = 0
                for try await _ in publish.values {
                  count += 1
                  if count == 2 { break }
                }
              }
              values.cancel()
            }
          }
        }
      }
    }
    // A generous watchdog: under ThreadSanitizer, beside the other stress tests, on a loaded
    // machine, the run takes far longer than its usual few seconds.
    let finished = await allFinish(within: 240, bodies)
    #expect(finished)
    guard finished else { return }
    for tracked in everyone.value { tracked.dispose() }
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
    #expect(late.value == 0, "disposals that backed off from a cycle: \(reports.cycles.value)")
    #expect(delivered.value > 0)
    #expect(reports.others.value == 0)
  }
}
