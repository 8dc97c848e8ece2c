import RIBStreams

/// Scenario 10: the RxSwift operators RIB code uses most, next to the floor.
///
/// - `flatMap`: a `PublishSubject` through `flatMap { Observable.just($0) }` to one subscriber;
///   one operation is one `onNext` (an inner subscription and its value).
/// - `withLatestFrom`: a `PublishSubject` combined with a `BehaviorSubject`'s latest value; one
///   operation is one `onNext` of the first.
/// - `zip` and `combineLatest`: two `PublishSubject`s combined; one operation is one `onNext`
///   on each.
/// - `flatMapLatest`: as `flatMap`, each value replacing the inner subscription before.
/// - `observe(on:)`: a `PublishSubject` through `map` and `observe(on: MainScheduler.instance)`,
///   sent to on the main thread (delivered at once, as in RxSwift).
/// - `create`: an `Observable.create` that emits one value and completes, subscribed and
///   disposed; one operation is the whole subscription.
/// - a `Single` chain: `Single.just(i).map.flatMap { .just }.subscribe(onSuccess:)`; one
///   operation is building and running the whole chain.
///
/// The floor for all four is ``FloorSubject/send(_:)`` to one closure that does the work
/// inline: what any of them costs above one locked call.
enum RxSurfaceScenario {
  static func run(_ settings: Settings, _ report: Report) {
    report.add(10, "PublishSubject→flatMap(just)", .ribs, flatMap(settings))
    report.add(10, "PublishSubject→flatMap(just)", .floor, floor(settings))
    report.add(10, "PublishSubject→withLatestFrom", .ribs, withLatestFrom(settings))
    report.add(10, "PublishSubject→withLatestFrom", .floor, floor(settings))
    report.add(10, "zip of two PublishSubjects", .ribs, zip(settings))
    report.add(10, "zip of two PublishSubjects", .floor, floor(settings))
    report.add(10, "combineLatest of two PublishSubjects", .ribs, combineLatest(settings))
    report.add(10, "combineLatest of two PublishSubjects", .floor, floor(settings))
    report.add(10, "PublishSubject→flatMapLatest(just)", .ribs, flatMapLatest(settings))
    report.add(10, "PublishSubject→flatMapLatest(just)", .floor, floor(settings))
    report.add(10, "PublishSubject→map→observe(on: main)", .ribs, observeOnMain(settings))
    report.add(10, "PublishSubject→map→observe(on: main)", .floor, floor(settings))
    report.add(10, "Observable.create→subscribe→dispose", .ribs, create(settings))
    report.add(10, "Observable.create→subscribe→dispose", .floor, floor(settings))
    report.add(10, "Single.just→map→flatMap→subscribe", .ribs, singleChain(settings))
    report.add(10, "Single.just→map→flatMap→subscribe", .floor, floor(settings))
  }

  static func flatMap(_ settings: Settings) -> Sample {
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = subject.flatMap { Observable.just($0) }.subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.onNext(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func withLatestFrom(_ settings: Settings) -> Sample {
    let subject = PublishSubject<Int>()
    let latest = BehaviorSubject(value: 1)
    let sink = Accumulator()
    let subscription = subject.withLatestFrom(latest) { $0 &+ $1 }
      .subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.onNext(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func zip(_ settings: Settings) -> Sample {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = Observable.zip(first, second) { $0 &+ $1 }
      .subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations {
          first.onNext(value)
          second.onNext(value)
        }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func combineLatest(_ settings: Settings) -> Sample {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
      .subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations {
          first.onNext(value)
          second.onNext(value)
        }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func flatMapLatest(_ settings: Settings) -> Sample {
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = subject.flatMapLatest { Observable.just($0) }
      .subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.onNext(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func observeOnMain(_ settings: Settings) -> Sample {
    let subject = PublishSubject<Int>()
    let sink = Accumulator()
    let subscription = subject.map { $0 &+ 1 }.observe(on: MainScheduler.instance)
      .subscribe(onNext: { sink.add($0) })
    defer { subscription.dispose() }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.onNext(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func create(_ settings: Settings) -> Sample {
    let sink = Accumulator()
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations {
          Observable<Int>.create { observer in
            observer.onNext(value)
            observer.onCompleted()
            return Disposables.create()
          }
          .subscribe(onNext: { sink.add($0) })
          .dispose()
        }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func singleChain(_ settings: Settings) -> Sample {
    let sink = Accumulator()
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations {
          _ = Single.just(value).map { $0 &* 2 }.flatMap { Single.just($0 &+ 1) }
            .subscribe(onSuccess: { sink.add($0) })
        }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }

  static func floor(_ settings: Settings) -> Sample {
    let subject = FloorSubject(value: 0)
    let sink = Accumulator()
    _ = subject.add { sink.add($0 &+ 1) }
    return measure(settings) { iterations in
      let elapsed = timed {
        for value in 0..<iterations { subject.send(value) }
      }
      blackHole(sink.total)
      return Measured(elapsed: elapsed, operations: iterations)
    }
  }
}
