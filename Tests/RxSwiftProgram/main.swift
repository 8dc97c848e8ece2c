// An RxSwift program as people write one: main-actor top-level code (Swift 6 makes top-level
// variables main-actor isolated), with only `import RxSwift` / `import RxRelay` changed to
// `import RIBStreams`. `RxSwiftProgramTests` runs it and compares its output with what the
// same program prints against RxSwift 6.

import RIBStreams

var cleanups: [String] = []
let bag = DisposeBag()

// `create`, with a cleanup that touches main-actor state.
let countdown = Observable<Int>.create { observer in
  for second in [3, 2, 1] { observer.onNext(second) }
  observer.onCompleted()
  return Disposables.create { cleanups.append("countdown cleaned up") }
}
countdown
  .map { "T-\($0)" }
  .subscribe(
    onNext: { print($0) },
    onCompleted: { print("liftoff") },
    onDisposed: { print("countdown disposed") }
  )
  .disposed(by: bag)

// A relay, and only the changes of what it maps to.
let score = BehaviorRelay(value: 0)
score
  .map { $0 >= 2 ? "winning" : "playing" }
  .distinctUntilChanged()
  .subscribe(onNext: { print("state: \($0)") })
  .disposed(by: bag)
for points in 1...3 { score.accept(points) }

// combineLatest of a subject and a behavior subject.
let player = PublishSubject<String>()
let wins = BehaviorSubject(value: 0)
Observable.combineLatest(player, wins) { "\($0) has \($1) wins" }
  .subscribe(onNext: { print($0) })
  .disposed(by: bag)
player.onNext("alice")
wins.onNext(1)
player.onNext("bob")

// scan, filter, take and startWith on a relay of taps.
let taps = PublishRelay<Void>()
taps
  .scan(0) { count, _ in count + 1 }
  .filter { $0.isMultiple(of: 2) }
  .take(2)
  .startWith(0)
  .subscribe(onNext: { print("even taps: \($0)") }, onCompleted: { print("enough taps") })
  .disposed(by: bag)
for _ in 1...6 { taps.accept(()) }

// A subscription that ends with its bag.
var screenBag: DisposeBag? = DisposeBag()
if let screenBag {
  Disposables.create { cleanups.append("screen bag released") }.disposed(by: screenBag)
  score.skip(1).subscribe(onNext: { print("screen sees \($0)") }).disposed(by: screenBag)
}
score.accept(4)
screenBag = nil
score.accept(5)

// debug, around a source that reports its own teardown.
let ticker = Observable<Int>.create { observer in
  observer.onNext(1)
  return Disposables.create { print("ticker stopped") }
}
let watched = ticker.debug("ticker").subscribe()
watched.dispose()

print(cleanups.joined(separator: ", "))
