import RIBStreams
import RIBSupport
import Testing

/// What a tracked sequence holds from subscription to disposal.
private struct InFlightToken: Disposable {
  let release: any Cancelable

  func dispose() { release.dispose() }
}

/// Counts the sequences in flight, as apps' activity indicators do: each tracked sequence
/// holds a token from subscription to disposal, and the shared sequence says whether any is.
private final class InFlightCounter: SharedSequenceConvertibleType {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  private let count = BehaviorRelay(value: 0)

  func track<Element>(_ source: Observable<Element>) -> Observable<Element> {
    Observable.using({ () -> InFlightToken in
      self.count.accept(self.count.value + 1)
      return InFlightToken(release: Disposables.create { self.count.accept(self.count.value - 1) })
    }) { _ in source }
  }

  func asSharedSequence() -> Driver<Bool> {
    count.asDriver().map { $0 > 0 }.distinctUntilChanged()
  }
}

private final class Announcements: SharedSequenceConvertibleType {
  typealias Element = String
  typealias SharingStrategy = SignalSharingStrategy

  let relay = PublishRelay<String>()

  // `Signal` alone is a helper class of this test target.
  func asSharedSequence() -> RIBStreams.Signal<String> { relay.asSignal() }
}

@MainActor
@Suite struct SharedSequenceConvertibleTypeTests {
  @Test func aDriverConvertibleTypeDrivesAndConvertsAsItsDriverDoes() {
    let counter = InFlightCounter()
    let request = PublishSubject<Int>()
    var busy: [Bool] = []
    var observed: [Bool] = []
    let relay = BehaviorRelay(value: false)
    let driving = counter.drive(onNext: { busy.append($0) })
    let observing = counter.asObservable().subscribe(onNext: { observed.append($0) })
    let relaying = counter.drive(relay)

    let tracked = counter.track(request.asObservable()).subscribe()
    #expect(relay.value)
    request.onNext(1)
    request.onCompleted()
    #expect(!relay.value)
    let converted = counter.asDriver().drive(onNext: { busy.append($0) })

    #expect(busy == [false, true, false, false])
    #expect(observed == [false, true, false])
    // An operator chain on a subject lives until it is disposed, as in RxSwift.
    for subscription in [driving, observing, relaying, tracked, converted] {
      subscription.dispose()
    }
  }

  @Test func trackingEndsWhenTheTrackedSubscriptionIsDisposed() {
    let counter = InFlightCounter()
    var busy: [Bool] = []
    let driving = counter.drive(onNext: { busy.append($0) })
    let tracked = counter.track(Observable<Int>.never()).subscribe()
    tracked.dispose()
    #expect(busy == [false, true, false])
    driving.dispose()
  }

  @Test func aSignalConvertibleTypeEmitsAsItsSignalDoes() {
    let announcements = Announcements()
    var heard: [String] = []
    let relay = PublishRelay<String>()
    var relayed: [String] = []
    let relaying = relay.subscribe(onNext: { relayed.append($0) })
    let emitting = announcements.emit(onNext: { heard.append($0) })
    let forwarding = announcements.emit(to: relay)
    let converted = announcements.asSignal().emit(onNext: { heard.append("signal: \($0)") })
    announcements.relay.accept("ready")
    #expect(heard == ["ready", "signal: ready"])
    #expect(relayed == ["ready"])
    for subscription in [relaying, emitting, forwarding, converted] { subscription.dispose() }
  }
  /// The operators are the protocol's, as in RxCocoa: an activity indicator maps, filters and
  /// is combined without `asDriver()` first.
  @Test func aConvertibleTypeHasTheSharedSequenceOperators() {
    let counter = InFlightCounter()
    let request = PublishSubject<Int>()
    var labels: [String] = []
    var busyFlags: [Bool] = []
    let labelling = counter.map { $0 ? "loading" : "idle" }.distinctUntilChanged()
      .drive(onNext: { labels.append($0) })
    let watching = counter.filter { $0 }.skip(0).startWith(false)
      .drive(onNext: { busyFlags.append($0) })
    let names = PublishRelay<String>()
    var heard: [String] = []
    let hearing = names.asDriver(onErrorJustReturn: "")
      .withLatestFrom(counter) { "\($0) while busy: \($1)" }
      .drive(onNext: { heard.append($0) })

    let tracked = counter.track(request.asObservable()).subscribe()
    names.accept("ada")
    request.onCompleted()
    names.accept("bo")

    #expect(labels == ["idle", "loading", "idle"])
    #expect(busyFlags == [false, true])
    #expect(heard == ["ada while busy: true", "bo while busy: false"])
    for subscription in [labelling, watching, hearing, tracked] { subscription.dispose() }
  }
}
