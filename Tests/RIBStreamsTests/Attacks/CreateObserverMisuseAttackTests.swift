import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// `Observable.create` whose subscribe closure hands its observer to other threads, which go
/// on calling it after the closure returned, concurrently, after a terminal event and after the
/// subscription was disposed; and `map`/`filter` closures that throw on some of those values.
/// RxSwift's debug builds print "Synchronization anomaly" for concurrent calls and deliver
/// them anyway; here they are serialised. Each subscriber gets a well-formed sequence (each
/// thread's values in its order, at most one terminal event, nothing after it or after its
/// `dispose()` returned), and no thread hangs.
@Suite struct CreateObserverMisuseAttackTests {
  @Test(arguments: Array(UInt64(1)...10)) func observersCalledFromThreadsAfterTheyWereLetGo(
    seed: UInt64
  ) async {
    let senders = 3
    let perSender = Sanitizers.workload(400, sanitized: 80)
    let observers = Locked<[AnyObserver<Int>]>([])
    let source = Observable<Int>.create { observer in
      observers.withLock { $0.append(observer) }
      return Disposables.create { observer.onNext(-1) }
    }
    var random = SeededGenerator(seed: seed)
    let subscribers = (0..<4).map { SubjectSubscriber(id: $0) }
    for subscriber in subscribers {
      let stream: Observable<Int>
      switch random.below(3) {
      case 0: stream = source
      case 1:
        let divisor = 50 + random.below(100)
        stream = source.map { value in
          if value > 0, value % 1_000_000 % divisor == 0 { throw TestError("map") }
          return value
        }
      default:
        let divisor = 50 + random.below(100)
        stream = source.filter { value in
          if value > 0, value % 1_000_000 % divisor == 0 { throw TestError("filter") }
          return value != -1
        }
      }
      subscriber.attach(stream.subscribe(subscriber))
    }
    let handed = observers.withLock { $0 }
    let disposeAt = (0..<subscribers.count).map { _ in random.below(perSender) }
    let endAt = random.below(perSender * 2)
    var bodies: [@Sendable () -> Void] = []
    for sender in 0..<senders {
      bodies.append { @Sendable in
        for sequence in 1...perSender {
          for observer in handed { observer.onNext(sender * 1_000_000 + sequence) }
          if sender == 0, sequence == endAt {
            for observer in handed { observer.onCompleted() }
          }
        }
        if sender == 1 {
          for observer in handed { observer.onError(TestError("late")) }
        }
      }
    }
    bodies.append { @Sendable in
      for sequence in 1...perSender {
        for (index, subscriber) in subscribers.enumerated() where disposeAt[index] == sequence {
          subscriber.dispose()
        }
      }
    }

    let finished = await allFinish(within: 60, bodies)

    #expect(finished, "seed \(seed): a thread did not finish")
    for subscriber in subscribers {
      let problem = subscriber.problem(perThreadOrder: true)
      #expect(problem == nil, "seed \(seed): \(problem ?? "")")
      #expect(!subscriber.events.contains(.next(-1)), "seed \(seed): the disposal's send arrived")
    }
  }
}
