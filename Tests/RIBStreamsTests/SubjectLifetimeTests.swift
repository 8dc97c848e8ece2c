import RIBStreams
import Testing

/// A subscription and the subject's observer list hold each other until the subscription is
/// disposed; these check that the subject going away breaks that, whatever subscribers did.
@Suite struct SubjectLifetimeTests {
  private final class Owner {}

  enum Kind: CaseIterable, Sendable {
    case publishSubject, behaviorSubject, replaySubject, publishRelay, behaviorRelay
  }

  private func makeSource(_ kind: Kind) -> Observable<Int> {
    switch kind {
    case .publishSubject: PublishSubject<Int>().asObservable()
    case .behaviorSubject: BehaviorSubject(value: 0).asObservable()
    case .replaySubject: ReplaySubject<Int>.create(bufferSize: 1).asObservable()
    case .publishRelay: PublishRelay<Int>().asObservable()
    case .behaviorRelay: BehaviorRelay(value: 0).asObservable()
    }
  }

  @Test(arguments: Kind.allCases)
  func aSubscriptionNeverDisposedIsFreedWithItsSubject(_ kind: Kind) {
    weak var weakOwner: Owner?
    weak var weakSubscription: AnyObject?
    do {
      let source = makeSource(kind)
      let owner = Owner()
      weakOwner = owner
      let subscription = source.subscribe(onNext: { _ in _ = owner })
      weakSubscription = subscription as AnyObject
    }
    #expect(weakOwner == nil)
    #expect(weakSubscription == nil)
  }

  @Test(arguments: Kind.allCases)
  func disposingASubscriptionThatOutlivedItsSubjectIsHarmless(_ kind: Kind) {
    weak var weakSource: Observable<Int>?
    var subscription: (any Disposable)?
    let recorder = EventRecorder<Int>()
    do {
      let source = makeSource(kind)
      weakSource = source
      subscription = source.subscribe(recorder)
    }
    #expect(weakSource == nil)
    subscription?.dispose()
    subscription?.dispose()
    // Only what subscribing replayed: a subject going away does not end its subscribers.
    let replayed: [Recorded<Int>] =
      kind == .behaviorSubject || kind == .behaviorRelay ? [.next(0)] : []
    #expect(recorder.events == replayed)
  }
}
