import Dispatch
import Foundation
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Issue 27's contract through the operators that serialize several sources or their own
/// timers: no delivery starts after `dispose()` returns, and a `dispose()` on one thread while
/// the subscriber's callback runs on another returns only once that callback has returned.
@Suite struct OperatorDisposeWaitsTests {
  /// One pipeline per operator family, each delivering `source`'s values to the subscriber
  /// from inside the operator's serializer.
  static let families = [
    "flatMap", "concatMap", "merge", "concat", "zip", "zip3", "combineLatest", "combineLatest3",
    "withLatestFrom", "amb", "take(until:)", "skip(until:)", "retry", "retry(when:)",
    "catch(sequence:)", "timeout", "timeout(other:)",
  ]

  static func pipeline(
    _ family: String, _ source: PublishSubject<Int>
  ) -> Observable<Int> {
    // Timers long enough never to fire during a test.
    let scheduler = SerialDispatchQueueScheduler(queue: DispatchQueue(label: "never fires"))
    switch family {
    case "flatMap": return source.flatMap { Observable.just($0) }
    case "concatMap": return source.concatMap { Observable.just($0) }
    case "merge": return Observable.of(source.asObservable(), .never()).merge()
    case "concat": return Observable.concat(source.asObservable(), .never())
    case "zip": return Observable.zip(source, Observable.from(0..<10)) { value, _ in value }
    case "zip3":
      return Observable.zip(source, Observable.from(0..<10), Observable.from(0..<10)) { v, _, _ in
        v
      }
    case "combineLatest":
      return Observable.combineLatest(source, Observable.just(0)) { value, _ in value }
    case "combineLatest3":
      return Observable.combineLatest(source, Observable.just(0), Observable.just(0)) { v, _, _ in
        v
      }
    case "catch(sequence:)": return Observable.catch([source.asObservable(), .never()])
    case "withLatestFrom": return source.withLatestFrom(Observable.just(0)) { value, _ in value }
    case "amb": return source.amb(Observable.never())
    case "take(until:)": return source.take(until: Observable<Int>.never())
    case "skip(until:)": return source.skip(until: Observable.just(0))
    case "retry": return source.retry(3)
    case "retry(when:)": return source.retry(when: { (errors: Observable<any Error>) in errors })
    case "timeout": return source.timeout(.seconds(3_600), scheduler: scheduler)
    default:
      return source.timeout(.seconds(3_600), other: Observable.never(), scheduler: scheduler)
    }
  }

  @Test(arguments: families)
  func aDisposalOnAnotherThreadWaitsForTheCallbackInFlight(_ family: String) async {
    let source = PublishSubject<Int>()
    let entered = DispatchSemaphore(value: 0)
    let callbackDone = Flag()
    let disposeReturned = Flag()
    let received = AtomicCounter()
    let subscription = Self.pipeline(family, source).subscribe(onNext: { _ in
      received.increment()
      entered.signal()
      // Held until the disposer waits for it (parked in DisposalWaits) or has returned
      // without waiting, which is the failure this test looks for.
      while !disposeReturned.isSet, DisposalWaits.waitingThreadCount == 0 { sched_yield() }
      callbackDone.set()
    })
    let callbackWasDone = Locked<Bool?>(nil)
    let finished = await allFinish([
      { source.onNext(1) },
      {
        entered.wait()
        subscription.dispose()
        callbackWasDone.withLock { $0 = callbackDone.isSet }
        disposeReturned.set()
      },
    ])
    #expect(finished)
    guard finished else { return }
    #expect(callbackWasDone.value == true)
    source.onNext(2)
    #expect(received.value == 1)
    #expect(!source.hasObservers)
  }
}
