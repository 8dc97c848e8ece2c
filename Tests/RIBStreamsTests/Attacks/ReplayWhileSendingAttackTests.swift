import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// Subscribing to a stream that replays its state (a behavior relay or subject, a replay
/// subject, `share(replay:)`) while another thread sends to it: the replay happens outside the
/// lock, so events sent meanwhile must still reach the new subscriber after it, in order,
/// none lost and none twice. Each subscription checks that what it got is a run of consecutive
/// values.
@Suite struct ReplayWhileSendingAttackTests {
  enum Kind: String, CaseIterable, Sendable {
    case behaviorRelay, behaviorSubject, replaySubject, shareReplay, replayRefCount
  }

  /// The values a subscription got, from any thread.
  private final class Received: Sendable {
    let values = Locked<[Int]>([])

    /// Whether they are consecutive (each one more than the one before).
    var areConsecutive: Bool {
      values.withLock { values in zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 } }
    }
  }

  @Test(arguments: Kind.allCases)
  func aSubscriberJoiningWhileAnotherThreadSendsMissesNothingAfterItsReplay(_ kind: Kind) async {
    let sent = Sanitizers.workload(20_000, sanitized: 2_000)
    let joins = Sanitizers.workload(300, sanitized: 50)
    let publish = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let behavior = BehaviorSubject(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 3)
    let send: @Sendable (Int) -> Void
    let stream: Observable<Int>
    var keepConnected: (any Disposable)?
    switch kind {
    case .behaviorRelay: (send, stream) = ({ relay.accept($0) }, relay.asObservable())
    case .behaviorSubject: (send, stream) = ({ behavior.onNext($0) }, behavior.asObservable())
    case .replaySubject: (send, stream) = ({ replay.onNext($0) }, replay.asObservable())
    case .shareReplay:
      stream = publish.share(replay: 2)
      send = { publish.onNext($0) }
      keepConnected = stream.subscribe()
    case .replayRefCount:
      stream = publish.replay(1).refCount()
      send = { publish.onNext($0) }
      keepConnected = stream.subscribe()
    }
    // Something to replay from the start, whichever thread runs first.
    send(0)
    let broken = AtomicCounter()
    let emptyJoins = AtomicCounter()
    let finished = await allFinish([
      { for value in 1...sent { send(value) } },
      {
        for _ in 0..<joins {
          let received = Received()
          let subscription = stream.subscribe(onNext: { value in
            received.values.withLock { $0.append(value) }
          })
          subscription.dispose()
          if !received.areConsecutive { _ = broken.increment() }
          if received.values.value.isEmpty { _ = emptyJoins.increment() }
        }
      },
    ])
    keepConnected?.dispose()
    #expect(finished)
    #expect(broken.value == 0)
    // Each kind replays at least the latest value to each subscriber.
    #expect(emptyJoins.value == 0)
  }
}
