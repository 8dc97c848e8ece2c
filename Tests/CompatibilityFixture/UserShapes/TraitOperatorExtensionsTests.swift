// The extensions of TraitOperatorExtensions.swift, run: each delivers what its operators make.

import RIBStreams
import Testing

@Suite struct TraitOperatorExtensionsTests {
  @Test func aSingleExtensionCallsMap() {
    var price: Int?
    _ = Single.just(300).withServiceCharge(20).subscribe(onSuccess: { price = $0 })

    #expect(price == 320)
  }

  @Test func aSingleExtensionCallsCatchAndReturn() {
    struct Offline: Error {}
    var price: Int?
    _ = Single<Int>.error(Offline()).orFallback(0).subscribe(onSuccess: { price = $0 })

    #expect(price == 0)
  }

  @Test func staticMembersOfASingleExtensionCallErrorAndNever() {
    var outcomes: [String] = []
    _ = Single<Int>.tillClosed().subscribe(
      onSuccess: { _ in outcomes.append("value") }, onFailure: { outcomes.append("\($0)") })
    _ = Single<Int>.waitingForTheTill().subscribe(
      onSuccess: { _ in outcomes.append("value") }, onFailure: { _ in outcomes.append("error") })

    #expect(outcomes == ["TillClosed()"])
  }

  @Test func aMaybeExtensionCallsMap() {
    var name: String?
    _ = Maybe.just("ada").shouted().subscribe(onSuccess: { name = $0 })

    #expect(name == "ADA")
  }

  @Test func aCompletableExtensionCallsAndThen() {
    var ready: Bool?
    _ = Completable.empty().thenReady().subscribe(onSuccess: { ready = $0 })

    #expect(ready == true)
  }

  @Test func infallibleExtensionsCallFilterScanAndCompactMap() {
    var even: [Int] = []
    var numbered: [String] = []
    _ = Infallible.from([1, 2, 3, 4]).evenCounts().subscribe(onNext: { even.append($0) })
    _ = Infallible.of("a", "b").numbered().subscribe(onNext: { numbered.append("\($0)\($1)") })

    #expect(even == [2, 4])
    #expect(numbered == ["0a", "1b"])
  }

  @Test func genericCodeOverASingleCallsMap() {
    var text: String?
    _ = describedTotal(Single.just(7)).subscribe(onSuccess: { text = $0 })

    #expect(text == "total: 7")
  }

  @Test func anEventSaysWhetherItIsTheCompletion() {
    struct Failure: Error {}
    let events: [Event<Int>] = [.next(1), .error(Failure()), .completed]

    #expect(events.map(\.isCompleted) == [false, false, true])
  }
}
