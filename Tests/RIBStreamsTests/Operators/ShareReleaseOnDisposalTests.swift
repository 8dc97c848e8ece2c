import RIBStreams
import Testing

/// Disposing a subscription to a share lets go of the share, and of the closures written above
/// it, even while the `Disposable` is kept, as RxSwift 6.10.2 does and as the other operators
/// here do. An owner that keeps its subscription, with a closure above the share that captures
/// it, is then freed once it disposes.
@Suite struct ShareReleaseOnDisposalTests {
  private final class Owner {
    let taps = PublishSubject<Int>()
    var subscription: (any Disposable)?

    func bind(replay: Int, scope: SubjectLifetimeScope) {
      subscription = taps.map { _ in self }.share(replay: replay, scope: scope).subscribe()
    }
  }

  @Test(arguments: [
    (0, SubjectLifetimeScope.whileConnected), (1, .whileConnected), (1, .forever),
  ])
  func anOwnerKeepingItsDisposedSubscriptionIsFreed(replay: Int, scope: SubjectLifetimeScope) {
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      owner.bind(replay: replay, scope: scope)
      owner.taps.onNext(1)
      owner.subscription?.dispose()
    }

    #expect(weakOwner == nil)
  }

  @Test func theSameHoldsForRefCountedConnectables() {
    final class RefCountOwner {
      let taps = PublishSubject<Int>()
      var subscriptions: [any Disposable] = []

      func bind() {
        subscriptions.append(taps.map { _ in self }.publish().refCount().subscribe())
        subscriptions.append(taps.map { _ in self }.replay(1).refCount().subscribe())
      }
    }
    weak var weakOwner: RefCountOwner?
    do {
      let owner = RefCountOwner()
      weakOwner = owner
      owner.bind()
      owner.taps.onNext(1)
      for subscription in owner.subscriptions { subscription.dispose() }
    }

    #expect(weakOwner == nil)
  }

  @Test func aSecondSubscriberKeepsTheShareUntilItDisposesToo() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    var received: [Int] = []
    let first = shared.subscribe()
    let second = shared.subscribe(onNext: { received.append($0) })

    first.dispose()
    source.onNext(7)
    second.dispose()
    source.onNext(8)

    #expect(received == [7])
  }
}
