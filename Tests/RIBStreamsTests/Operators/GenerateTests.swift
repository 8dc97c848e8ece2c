import Dispatch
import RIBStreams
import Testing

/// A scheduler that runs every action at once, inside `schedule`: the case where scheduling
/// the next value from inside a value's action would nest.
private struct InlineScheduler: ImmediateSchedulerType {
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    action(state)
  }
}

@Suite struct GenerateTests {
  @Test func emitsWhileTheConditionHoldsThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
      .subscribe(recorder)
    #expect(recorder.events == [1, 2, 4, 8, 16, 32, 64].map { .next($0) } + [.completed])
  }

  @Test func anInitialStateThatFailsTheConditionOnlyCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { $0 + 1 })
      .subscribe(recorder)
    #expect(recorder.events == [.completed])
  }

  @Test func aThrowingClosureEndsWithItsError() {
    let conditionFails = EventRecorder<Int>()
    _ = Observable.generate(
      initialState: 0,
      condition: { state in
        if state == 2 { throw TestError("condition") }
        return true
      }, iterate: { $0 + 1 }
    ).subscribe(conditionFails)
    #expect(conditionFails.events == [.next(0), .next(1), .error(TestError("condition"))])
    let iterateFails = EventRecorder<Int>()
    _ = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        if state == 1 { throw TestError("iterate") }
        return state + 1
      }
    ).subscribe(iterateFails)
    #expect(iterateFails.events == [.next(0), .next(1), .error(TestError("iterate"))])
  }

  @Test func eachValueIsAnActionOnTheCurrentThreadScheduler() {
    // Subscribed from work the trampoline runs, two generators merged take turns: each value
    // is queued behind the work already there.
    var values: [Int] = []
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      Observable.merge(
        Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }),
        Observable.generate(initialState: 10, condition: { $0 < 13 }, iterate: { $0 + 1 })
      ).subscribe(onNext: { values.append($0) })
    }
    #expect(values == [0, 10, 1, 11, 2, 12])
  }

  @Test func anEndlessGeneratorStopsWhenItsSubscriberStops() {
    var generated = 0
    let recorder = EventRecorder<Int>()
    _ = Observable.generate(
      initialState: 0, condition: { _ in true },
      iterate: { state in
        generated += 1
        return state + 1
      }
    ).take(4).subscribe(recorder)
    #expect(recorder.events == [.next(0), .next(1), .next(2), .next(3), .completed])
    #expect(generated == 3)
  }

  @Test(arguments: ["current thread", "inline"])
  func aHundredThousandValuesDoNotGrowTheStack(scheduler: String) async {
    let count = await onSmallStack {
      let recorder = EventRecorder<Int>()
      let scheduler: any ImmediateSchedulerType =
        scheduler == "inline" ? InlineScheduler() : CurrentThreadScheduler.instance
      var total = 0
      _ = Observable.generate(
        initialState: 0, condition: { $0 < 100_000 }, scheduler: scheduler, iterate: { $0 + 1 }
      ).subscribe(onNext: { _ in total += 1 }, onCompleted: { recorder.onCompleted() })
      return recorder.isTerminated ? total : -1
    }
    #expect(count == 100_000)
  }

  @Test func onAQueueSchedulerEveryValueArrivesInOrder() async {
    let scheduler = SerialDispatchQueueScheduler(
      queue: DispatchQueue(label: "GenerateTests"))
    let recorder = EventRecorder<Int>()
    let subscription = Observable.generate(
      initialState: 0, condition: { $0 < 1_000 }, scheduler: scheduler, iterate: { $0 + 1 }
    ).subscribe(recorder)
    await recorder.waitForTermination()
    #expect(recorder.values == Array(0..<1_000))
    subscription.dispose()
  }
}

@Suite struct MapObserverTests {
  @Test func transformsValuesAndPassesTerminalEventsOn() {
    let recorder = EventRecorder<Int>()
    let texts: AnyObserver<String> = recorder.mapObserver { Int($0) ?? -1 }
    texts.onNext("12")
    texts.onNext("x")
    texts.onCompleted()
    #expect(recorder.events == [.next(12), .next(-1), .completed])
  }

  @Test func aThrowingTransformSendsItsError() {
    let recorder = EventRecorder<Int>()
    let texts: AnyObserver<String> = recorder.mapObserver { text in
      guard let value = Int(text) else { throw TestError("nan") }
      return value
    }
    texts.onNext("1")
    texts.onNext("one")
    #expect(recorder.events == [.next(1), .error(TestError("nan"))])
  }
}
