import Dispatch
import Foundation
import RIBStreams
import Synchronization
import Testing

/// The operators that serialize several sources, fed from several threads at once: the
/// subscriber is never called concurrently with itself, and nothing is lost.
@Suite struct MultiSourceStressTests {
  /// Counts values and fails if two deliveries overlap.
  final class OverlapDetector: @unchecked Sendable {
    let inside = Atomic<Bool>(false)
    let overlaps = Atomic<Int>(0)
    let count = Atomic<Int>(0)

    func deliver() {
      if inside.exchange(true, ordering: .acquiringAndReleasing) {
        overlaps.add(1, ordering: .relaxed)
      }
      count.add(1, ordering: .relaxed)
      inside.store(false, ordering: .releasing)
    }
  }

  private let threads = 4
  private let perThread = 2_000

  @Test func flatMapFromManyThreads() async {
    let outer = PublishSubject<Int>()
    let inners = (0..<threads).map { _ in PublishSubject<Int>() }
    let detector = OverlapDetector()
    let subscription = outer.flatMap { inners[$0] }.subscribe(onNext: { _ in detector.deliver() })
    for index in 0..<threads { outer.onNext(index) }
    let group = DispatchGroup()
    for inner in inners {
      runOnNewThread(group) { [perThread] in
        for value in 0..<perThread { inner.onNext(value) }
      }
    }
    await waitForThreads(group)
    #expect(detector.count.load(ordering: .relaxed) == threads * perThread)
    #expect(detector.overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }

  @Test func zipFromTwoThreads() async {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let detector = OverlapDetector()
    let mismatches = Atomic<Int>(0)
    let subscription = Observable.zip(first, second).subscribe(onNext: { pair in
      if pair.0 != pair.1 { mismatches.add(1, ordering: .relaxed) }
      detector.deliver()
    })
    let group = DispatchGroup()
    for subject in [first, second] {
      runOnNewThread(group) { [perThread] in
        for value in 0..<perThread { subject.onNext(value) }
      }
    }
    await waitForThreads(group)
    #expect(detector.count.load(ordering: .relaxed) == perThread)
    #expect(mismatches.load(ordering: .relaxed) == 0)
    #expect(detector.overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }

  @Test func withLatestFromWhileTheOtherChangesOnAnotherThread() async {
    let taps = PublishSubject<Int>()
    let latest = BehaviorSubject(value: 0)
    let detector = OverlapDetector()
    let subscription = taps.withLatestFrom(latest) { $0 + $1 }.subscribe(onNext: { _ in
      detector.deliver()
    })
    let group = DispatchGroup()
    runOnNewThread(group) { [perThread] in
      for value in 0..<perThread { taps.onNext(value) }
    }
    runOnNewThread(group) { [perThread] in
      for value in 0..<perThread { latest.onNext(value) }
    }
    await waitForThreads(group)
    #expect(detector.count.load(ordering: .relaxed) == perThread)
    #expect(detector.overlaps.load(ordering: .relaxed) == 0)
    subscription.dispose()
  }

  @Test func disposingWhileAnotherThreadEmitsStopsDelivery() async {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    let delivered = Atomic<Int>(0)
    let subscription = outer.flatMap { _ in inner }.subscribe(onNext: { _ in
      delivered.add(1, ordering: .relaxed)
    })
    outer.onNext(0)
    let group = DispatchGroup()
    runOnNewThread(group) { [perThread] in
      for value in 0..<perThread { inner.onNext(value) }
    }
    subscription.dispose()
    await waitForThreads(group)
    let afterwards = delivered.load(ordering: .relaxed)
    inner.onNext(-1)
    #expect(delivered.load(ordering: .relaxed) == afterwards)
    #expect(!inner.hasObservers)
  }
}
