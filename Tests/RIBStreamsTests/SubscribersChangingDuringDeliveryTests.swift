import Dispatch
import Foundation
import RIBStreams
import Testing

/// A subject's drainer reads its list of observers without holding the lock, so the list is
/// never changed under it: subscribing and disposing while it delivers replaces the list, and
/// the old one lives until the drainer is done with it. These tests change the list from
/// another thread in the middle of a delivery, enough to replace it several times.
@Suite struct SubscribersChangingDuringDeliveryTests {
  /// The event in delivery reaches the observers subscribed before it and still subscribed,
  /// in order (those subscribed meanwhile get only what the subject replays); the next one
  /// reaches those subscribed since, and none disposed.
  @Test(arguments: ["publish", "behavior", "replay"])
  func subscribingAndDisposingOnAnotherThreadDuringADelivery(_ kind: String) async {
    let subject = makeSubject(kind)
    let inside = DispatchSemaphore(value: 0)
    let resume = DispatchSemaphore(value: 0)
    let received = Locked<[String]>([])
    let record: @Sendable (String) -> Void = { line in received.withLock { $0.append(line) } }
    let first = subject.subscribe { value in
      record("first \(value)")
      if value == 1 {
        inside.signal()
        resume.wait()
      }
    }
    let second = subject.subscribe { record("second \($0)") }
    let third = subject.subscribe { record("third \($0)") }
    let late = Locked<[any Disposable]>([])
    let finished = await allFinish([
      { subject.send(1) },
      {
        inside.wait()
        third.dispose()
        let added = (0..<50).map { _ in subject.subscribe { record("late \($0)") } }
        for subscription in added.prefix(45) { subscription.dispose() }
        late.withLock { $0 = Array(added.suffix(5)) }
        resume.signal()
      },
    ])
    #expect(finished)
    let duringDelivery = received.withLock { lines in
      defer { lines = [] }
      return lines
    }
    #expect(
      duringDelivery.filter { $0.hasSuffix(" 1") && !$0.hasPrefix("late") } == [
        "first 1", "second 1",
      ])
    #expect(duringDelivery.filter { $0 == "late 1" }.count == (kind == "publish" ? 0 : 50))
    subject.send(2)
    #expect(
      received.value
        == ["first 2", "second 2"] + Array(repeating: "late 2", count: 5))
    for subscription in [first, second] + late.value { subscription.dispose() }
  }
}

/// The three subjects behind one face, sending `Int`s; the behaviour and replay ones start
/// with 0, which every subscriber receives first.
private protocol SubjectUnderTest: Sendable {
  func send(_ value: Int)
  func subscribe(_ onNext: @escaping @Sendable (Int) -> Void) -> any Disposable
}

private func makeSubject(_ kind: String) -> any SubjectUnderTest {
  switch kind {
  case "behavior": return BehaviorSubject(value: 0)
  case "replay":
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(0)
    return subject
  default: return PublishSubject<Int>()
  }
}

extension PublishSubject<Int>: SubjectUnderTest {
  fileprivate func send(_ value: Int) { onNext(value) }
  fileprivate func subscribe(_ onNext: @escaping @Sendable (Int) -> Void) -> any Disposable {
    subscribe(onNext: onNext)
  }
}

extension BehaviorSubject<Int>: SubjectUnderTest {
  fileprivate func send(_ value: Int) { onNext(value) }
  fileprivate func subscribe(_ onNext: @escaping @Sendable (Int) -> Void) -> any Disposable {
    subscribe(onNext: onNext)
  }
}

extension ReplaySubject<Int>: SubjectUnderTest {
  fileprivate func send(_ value: Int) { onNext(value) }
  fileprivate func subscribe(_ onNext: @escaping @Sendable (Int) -> Void) -> any Disposable {
    subscribe(onNext: onNext)
  }
}
