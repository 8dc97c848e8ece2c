import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// A subscriber joining a shared stream while another thread's subscribers come and go, taking
/// the count of subscribers to zero and back: whatever the interleaving, the subscriber that
/// stays is connected to the source at the end, and gets what it sends next.
@Suite struct RefCountRaceAttackTests {
  enum Kind: String, CaseIterable, Sendable {
    case share, shareReplay, shareForever, publishRefCount, replayRefCount
  }

  @Test(arguments: Kind.allCases)
  func aSubscriberJoiningDuringChurnEndsUpConnected(_ kind: Kind) async {
    let rounds = Sanitizers.workload(200, sanitized: 30)
    var disconnected = 0
    var finishedAll = true
    for _ in 0..<rounds {
      let source = PublishSubject<Int>()
      let shared: Observable<Int> =
        switch kind {
        case .share: source.share()
        case .shareReplay: source.share(replay: 1)
        case .shareForever: source.share(replay: 1, scope: .forever)
        case .publishRefCount: source.publish().refCount()
        case .replayRefCount: source.replay(1).refCount()
        }
      let got = Locked<[Int]>([])
      let stayer = Locked<(any Disposable)?>(nil)
      let finished = await allFinish([
        { for _ in 0..<20 { shared.subscribe().dispose() } },
        {
          let subscription = shared.subscribe(onNext: { value in got.withLock { $0.append(value) } }
          )
          stayer.withLock { $0 = subscription }
        },
      ])
      finishedAll = finishedAll && finished
      source.onNext(42)
      if !got.value.contains(42) { disconnected += 1 }
      stayer.value?.dispose()
    }
    #expect(finishedAll)
    #expect(disconnected == 0)
  }
}
