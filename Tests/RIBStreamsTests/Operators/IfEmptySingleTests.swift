import RIBStreams
import Testing

@Suite struct IfEmptySingleTests {
  @Test func ifEmptyDefaultOnlyWhenNothingCame() {
    let empty = EventRecorder<Int>()
    let full = EventRecorder<Int>()
    _ = Observable<Int>.empty().ifEmpty(default: 7).subscribe(empty)
    _ = Observable.just(1).ifEmpty(default: 7).subscribe(full)
    #expect(empty.events == [.next(7), .completed])
    #expect(full.events == [.next(1), .completed])
  }

  @Test func ifEmptySwitchToSubscribesToTheOtherOnlyWhenNothingCame() {
    var otherSubscriptions = 0
    let other = Observable.just(9).do(onSubscribe: { otherSubscriptions += 1 })
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.empty().ifEmpty(switchTo: other).subscribe(recorder)
    _ = Observable.just(1).ifEmpty(switchTo: other).subscribe()
    #expect(recorder.events == [.next(9), .completed])
    #expect(otherSubscriptions == 1)
  }

  @Test func singlePassesTheOneValueOn() {
    let recorder = EventRecorder<Int>()
    _ = Observable.just(4).single().subscribe(recorder)
    #expect(recorder.events == [.next(4), .completed])
  }

  @Test func singleFailsWithoutAValueOrAtASecondOne() {
    var errors: [String] = []
    var values: [Int] = []
    _ = Observable<Int>.empty().single().subscribe(onError: { errors.append("\($0)") })
    _ = Observable.of(1, 2, 3).single().subscribe(
      onNext: { values.append($0) }, onError: { errors.append("\($0)") })
    #expect(errors == ["\(RxError.noElements)", "\(RxError.moreThanOneElement)"])
    #expect(values == [1])
  }

  @Test func singleWithAPredicateCountsOnlyTheValuesItSelects() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).single { $0 == 2 }.subscribe(recorder)
    #expect(recorder.events == [.next(2), .completed])
  }

  @Test func distinctUntilChangedWithAKeyAndAComparer() {
    let recorder = EventRecorder<String>()
    _ = Observable.of("a", "A", "b", "B", "a")
      .distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
      .subscribe(recorder)
    #expect(recorder.events == [.next("a"), .next("b"), .next("a"), .completed])
  }

  @Test func catchSequenceMovesToTheNextSourceOnFailure() {
    let recorder = EventRecorder<Int>()
    _ = Observable.catch(sequence: [
      Observable.concat(.just(1), .error(TestError())), .just(2),
    ]).subscribe(recorder)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }
}
