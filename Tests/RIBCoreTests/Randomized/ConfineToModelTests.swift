import RIBCore
import RIBStreams
import RIBTesting
import Testing

/// Random values, activations and deactivations through `confineTo`, with subscribers that
/// deactivate or re-activate the interactor from inside a delivery, and subscriptions bound
/// with `disposeOnDeactivate` to the activation they were made in. Each subscriber gets what
/// the documented (upstream) semantics say: values while active, the latest one again on each
/// activation; each bound subscription ends with its activation, and binding to an inactive
/// interactor is reported.
@MainActor
@Suite struct ConfineToModelTests {
  nonisolated static let seeds: [UInt64] = Array(1...150)

  @Test(arguments: seeds) func randomOperations(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let interactor = Interactor()
    let source = PublishSubject<Int>()
    let diagnostics = DiagnosticsCollector()
    var received: [Int] = []
    var expected: [Int] = []
    var latest: Int?
    // What the subscriber does after it records a value: 0 nothing, 1 deactivates.
    var reaction = 0
    let subscription = source.confineTo(interactor).subscribe(onNext: { value in
      received.append(value)
      if reaction == 1, interactor.isActive {
        reaction = 0
        interactor.deactivate()
      }
    })
    var bound: [(events: BoundSubscriptionState, activation: Int)] = []
    var activation = 0
    var expectedReports = 0
    var log: [String] = []

    func activate() {
      guard !interactor.isActive else { return }
      activation += 1
      if let latest { expected.append(latest) }
      interactor.activate()
    }

    diagnostics.collect {
      for step in 0..<60 {
        switch random.below(100) {
        case 0..<45:
          let value = step + 1
          log.append("send \(value)")
          latest = value
          if interactor.isActive {
            expected.append(value)
            if random.chance(20) {
              log.append("(its subscriber deactivates)")
              reaction = 1
            }
          }
          source.onNext(value)
          reaction = 0
        case 45..<65:
          log.append("activate")
          activate()
        case 65..<85:
          log.append("deactivate")
          interactor.deactivate()
        default:
          log.append("bind a subscription")
          let box = BoundSubscriptionState()
          if !interactor.isActive { expectedReports += 1 }
          source.subscribe(onDisposed: { box.disposed = true }).disposeOnDeactivate(
            interactor: interactor)
          bound.append((box, interactor.isActive ? activation : -1))
        }
        #expect(received == expected, "seed \(seed) step \(step): \(log.suffix(6))")
        for (box, boundActivation) in bound {
          let shouldBeDisposed = boundActivation != activation || !interactor.isActive
          #expect(
            box.disposed == shouldBeDisposed,
            "seed \(seed) step \(step): a bound subscription; \(log.suffix(6))")
        }
        if received != expected { return }
      }
    }
    #expect(
      diagnostics.kinds == Array(repeating: .disposeOnInactiveInteractor, count: expectedReports),
      "seed \(seed)")
    subscription.dispose()
  }
}

/// Whether a subscription ended.
@MainActor
final class BoundSubscriptionState {
  var disposed = false
}
