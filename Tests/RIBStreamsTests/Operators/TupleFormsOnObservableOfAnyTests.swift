import RIBStreams
import Testing

/// The type the compiler chose for `value`, whatever its dynamic type.
private func staticType<Value>(of value: Value) -> Value.Type { Value.self }

/// `Observable<Any>.zip(…)` and `Observable<Any>.combineLatest(…)`, which RxSwift declares for
/// sources of different types and apps call that way.
@Suite struct TupleFormsOnObservableOfAnyTests {
  @Test func zipOnObservableOfAnyPairsValuesAsTuples() {
    let numbers = PublishSubject<Int>()
    let names = PublishSubject<String>()
    let recorder = EventRecorder<String>()
    let zipped: Observable<(Int, String)> = Observable<Any>.zip(numbers, names)
    let subscription = zipped.map { "\($0)\($1)" }.subscribe(recorder)
    defer { subscription.dispose() }
    numbers.onNext(1)
    numbers.onNext(2)
    names.onNext("a")
    names.onNext("b")
    #expect(recorder.values == ["1a", "2b"])
  }

  @Test func zipOfFourSourcesOfVoidOnObservableOfAnyEmitsOnceAndCompletes() {
    var steps: [String] = []
    let recorder = EventRecorder<Int>()
    _ = Observable<Any>.zip(
      Observable.just(steps.append("id")),
      Observable.just(steps.append("activity")),
      Observable<Void>.just(()),
      Observable<Int>.just(4)
    )
    .map { $0.3 }
    .subscribe(recorder)
    #expect(steps == ["id", "activity"])
    #expect(recorder.events == [.next(4), .completed])
  }

  @Test func zipOfEightSourcesOnObservableOfAny() {
    let recorder = EventRecorder<String>()
    _ = Observable<Any>.zip(
      Observable.just(1), Observable.just("b"), Observable.just(3.0), Observable.just(true),
      Observable.just(5), Observable.just("f"), Observable.just(7), Observable.just("h")
    )
    .map { "\($0.0)\($0.1)\($0.3)\($0.7)" }
    .subscribe(recorder)
    #expect(recorder.events == [.next("1btrueh"), .completed])
  }

  @Test func combineLatestOnObservableOfAnyEmitsTheLatestTuples() {
    let numbers = BehaviorSubject(value: 1)
    let names = BehaviorSubject(value: "a")
    let recorder = EventRecorder<String>()
    let subscription = Observable<Any>.combineLatest(numbers, names)
      .map { "\($0)\($1)" }
      .subscribe(recorder)
    defer { subscription.dispose() }
    numbers.onNext(2)
    names.onNext("b")
    #expect(recorder.values == ["1a", "2a", "2b"])
  }

  @Test func combineLatestOfFourSourcesOnObservableOfAny() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Any>.combineLatest(
      Observable.just(1), Observable.just("two"), Observable.just(3), Observable.just(4.0)
    )
    .map { $0.0 + $0.2 + Int($0.3) }
    .subscribe(recorder)
    #expect(recorder.events == [.next(8), .completed])
  }

  @Test func theElementTypeStillInfersWhereItIsOpen() {
    let zipped = Observable.zip(Observable.just(1), Observable.just("a"))
    let combined = Observable.combineLatest(Observable.just(1), Observable.just("a"))
    #expect(staticType(of: zipped) == Observable<(Int, String)>.self)
    #expect(staticType(of: combined) == Observable<(Int, String)>.self)
  }
}
