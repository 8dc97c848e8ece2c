import Dispatch
import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// What an observer captured is released outside every lock, through every operator: its
/// `deinit` may send into the very source, subscribe to it, dispose another subscription and
/// read the relay that feeds it, whether the subscription ends by disposal, by a terminal event
/// or by an error.
@Suite struct ReleaseReentersAttackTests {
  enum Ending: String, CaseIterable, Sendable { case dispose, complete, fail }

  private struct Failure: Error {}

  /// Re-enters the streams from its `deinit`.
  private final class Reenterer: Sendable {
    let source: PublishSubject<Int>
    let other: any Disposable
    let released: DispatchSemaphore

    init(source: PublishSubject<Int>, other: any Disposable, released: DispatchSemaphore) {
      self.source = source
      self.other = other
      self.released = released
    }

    deinit {
      source.onNext(99)
      source.subscribe(onNext: { _ in }, onError: { _ in }).dispose()
      other.dispose()
      released.signal()
    }
  }

  static let cases: [(String, Ending)] = {
    let families =
      DisposeDuringDeliveryAttackTests.families
      + OperatorDisposeWaitsTests.families
    // Left out: `retry(when:)` fed its own errors resubscribes to the failed source forever,
    // as in RxSwift; `merge` and `concat` with `never()` go on after the source completes, and
    // `catch(sequence:)` goes on to `never()` after it fails.
    let endless: Set<String> = [
      "retry(when:) fail", "merge complete", "concat complete", "catch(sequence:) fail",
    ]
    return families.filter { !$0.hasPrefix("interval") }.flatMap { family in
      Ending.allCases.filter { !endless.contains("\(family) \($0)") }.map { (family, $0) }
    }
  }()

  @Test(arguments: cases)
  func anObserversCapturesReenterWhenReleased(_ family: String, _ ending: Ending) async {
    let source = PublishSubject<Int>()
    let queue = DispatchQueue(label: "release-reenters")
    let stream = DisposeDuringDeliveryAttackTests.pipeline(family, source, queue)
    let released = DispatchSemaphore(value: 0)
    let wasReleased = Flag()
    let otherSubscription = source.subscribe(onError: { _ in })
    let finished = await allFinish([
      {
        var reenterer: Reenterer? = Reenterer(
          source: source, other: otherSubscription, released: released)
        var subscription: (any Disposable)? = stream.subscribe(
          onNext: { [reenterer] _ in _ = reenterer }, onError: { _ in })
        reenterer = nil
        source.onNext(1)
        switch ending {
        case .dispose: subscription?.dispose()
        case .complete: source.onCompleted()
        case .fail: source.onError(Failure())
        }
        // Unlike RxSwift's, a disposed subscription holds its handler until it is dropped.
        subscription = nil
        // Not necessarily on this thread: a timer cancelled on a dispatch queue lets go of
        // its handler (and what the operator holds) there, soon after, as in RxSwift.
        if released.wait(timeout: .now() + 20) == .success { wasReleased.set() }
      }
    ])
    #expect(finished)
    guard finished else { return }
    #expect(wasReleased.isSet, "\(family) still holds the observer after \(ending)")
  }
}
