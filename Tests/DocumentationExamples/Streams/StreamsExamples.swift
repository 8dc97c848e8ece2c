// The code of the Streams guide. Each function returns what its subscribers saw, so the tests
// in DocumentationExamplesTests check what the guide says they see.

import RIBCore
import RIBStreams

/// Observers are called in the order they subscribed, for every event.
func deliveryOrder() -> [String] {
  var log: [String] = []
  let bag = DisposeBag()
  let scores = PublishSubject<Int>()

  scores.subscribe(onNext: { log.append("A got \($0)") }).disposed(by: bag)
  scores.subscribe(onNext: { log.append("B got \($0)") }).disposed(by: bag)
  scores.onNext(1)
  scores.onNext(2)

  return log  // ["A got 1", "B got 1", "A got 2", "B got 2"]
}

/// An event emitted while another is being delivered waits until that one reached everyone.
func reentrantEmission() -> [String] {
  var log: [String] = []
  let bag = DisposeBag()
  let moves = PublishSubject<Int>()

  moves.subscribe(onNext: { move in
    log.append("A got \(move)")
    if move == 1 {
      moves.onNext(2)  // emitted during the delivery of 1
    }
  }).disposed(by: bag)
  moves.subscribe(onNext: { log.append("B got \($0)") }).disposed(by: bag)
  moves.onNext(1)

  return log  // ["A got 1", "B got 1", "A got 2", "B got 2"]
}

/// A behaviour relay hands its current value to each new subscriber, inside `subscribe`.
func currentValueOnSubscribe() -> [String] {
  var log: [String] = []
  let bag = DisposeBag()
  let score = BehaviorRelay(value: 0)

  score.accept(1)
  score.subscribe(onNext: { log.append("score \($0)") }).disposed(by: bag)
  log.append("subscribed")
  score.accept(2)

  return log  // ["score 1", "subscribed", "score 2"]
}

/// Synchronous sources subscribed together take turns, as in RxSwift.
func synchronousSourcesTakeTurns() -> [String] {
  var log: [String] = []
  let bag = DisposeBag()

  Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
    .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("done") })
    .disposed(by: bag)
  log.append("subscribed")

  return log  // ["1", "3", "2", "4", "done", "subscribed"]
}

/// After `dispose()` returns, the observer gets nothing more.
func disposal() -> [String] {
  var log: [String] = []
  let taps = PublishSubject<String>()

  let subscription = taps.subscribe(
    onNext: { log.append($0) },
    onDisposed: { log.append("disposed") })
  taps.onNext("first")
  subscription.dispose()
  taps.onNext("second")

  return log  // ["first", "disposed"]
}

/// Completion ends a subject; a late subscriber gets the completion at once.
func lateSubscriberToACompletedSubject() -> [String] {
  var log: [String] = []
  let game = PublishSubject<String>()

  game.onNext("move")
  game.onCompleted()
  game.onNext("ignored")
  _ = game.subscribe(
    onNext: { log.append($0) },
    onCompleted: { log.append("completed") })

  return log  // ["completed"]
}

/// Values reach the subscriber only while the interactor is active.
func confinedToAnInteractor() -> [String] {
  var log: [String] = []
  let interactor = Interactor()
  let scores = PublishRelay<Int>()
  let subscription = scores.confineTo(interactor)
    .subscribe(onNext: { log.append("score \($0)") })

  scores.accept(1)  // held back: the interactor is inactive
  interactor.activate()  // "score 1"
  scores.accept(2)  // "score 2"
  interactor.deactivate()
  scores.accept(3)  // held back
  scores.accept(4)  // held back, in place of 3
  interactor.activate()  // "score 4"
  interactor.deactivate()
  interactor.activate()  // "score 4" again: the latest value, on every activation
  subscription.dispose()

  return log  // ["score 1", "score 2", "score 4", "score 4"]
}

/// `values` turns a stream into an `AsyncSequence`.
func firstThreeScores(of scores: Observable<Int>) async throws -> [Int] {
  var received: [Int] = []
  for try await score in scores.take(3).values {
    received.append(score)
  }
  return received
}

/// `Observable.from(asyncSequence:)` turns an `AsyncSequence` into a stream.
func countdown() -> Observable<Int> {
  let numbers = AsyncStream<Int> { continuation in
    for number in [3, 2, 1] {
      continuation.yield(number)
    }
    continuation.finish()
  }
  return Observable.from(asyncSequence: numbers)
}

/// RIBStreams at a glance, as its documentation's first page shows it.
func scoreLines() -> [String] {
  let bag = DisposeBag()
  let score = BehaviorRelay(value: 0)
  var lines: [String] = []

  score
    .map { "Score: \($0)" }
    .subscribe(onNext: { lines.append($0) })  // "Score: 0", at once
    .disposed(by: bag)

  score.accept(1)  // "Score: 1"

  return lines  // ["Score: 0", "Score: 1"]
}
