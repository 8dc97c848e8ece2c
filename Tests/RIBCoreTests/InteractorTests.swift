import RIBCore
import RIBStreams
import Testing

@MainActor
@Suite struct InteractorTests {
  @Test func isInactiveAtCreation() {
    let interactor = RecordingInteractor()
    let recorder = StreamRecorder(interactor.isActiveStream)

    #expect(!interactor.isActive)
    #expect(interactor.didBecomeActiveCount == 0)
    #expect(recorder.values == [false])
  }

  @Test func activateSetsActiveBeforeDidBecomeActive() {
    let log = EventLog()
    let interactor = RecordingInteractor(name: "i", log: log)

    interactor.activate()

    #expect(interactor.isActive)
    #expect(log.events == ["i.didBecomeActive(isActive: true)"])
  }

  @Test func secondActivateDoesNothing() {
    let interactor = RecordingInteractor()
    let recorder = StreamRecorder(interactor.isActiveStream)

    interactor.activate()
    interactor.activate()

    #expect(interactor.didBecomeActiveCount == 1)
    #expect(recorder.values == [false, true])
  }

  @Test func deactivateResignsWhileActiveThenDisposesThenBecomesInactive() {
    let log = EventLog()
    let interactor = RecordingInteractor(name: "i", log: log)
    interactor.activate()
    let recorder = StreamRecorder(interactor.isActiveStream.skip(1))
    Disposables.create(with: { [log, interactor] in
      MainActor.assumeIsolated {
        log.record("bound disposed(isActive: \(interactor.isActive))")
      }
    })
    .disposeOnDeactivate(interactor: interactor)
    log.removeAll()

    interactor.deactivate()

    #expect(
      log.events == [
        "i.willResignActive(isActive: true)",
        "bound disposed(isActive: true)",
      ])
    #expect(!interactor.isActive)
    #expect(recorder.values == [false])
  }

  @Test func deactivateWhileInactiveDoesNothing() {
    let interactor = RecordingInteractor()
    let recorder = StreamRecorder(interactor.isActiveStream)

    interactor.deactivate()
    interactor.activate()
    interactor.deactivate()
    interactor.deactivate()

    #expect(interactor.willResignActiveCount == 1)
    #expect(recorder.values == [false, true, false])
  }

  @Test func isActiveStreamReplaysTheCurrentValueToLateSubscribers() {
    let interactor = RecordingInteractor()
    interactor.activate()

    let recorder = StreamRecorder(interactor.isActiveStream)

    #expect(recorder.values == [true])
  }

  @Test func isActiveStreamEmitsOnlyChanges() {
    let interactor = RecordingInteractor()
    let recorder = StreamRecorder(interactor.isActiveStream)

    interactor.activate()
    interactor.activate()
    interactor.deactivate()
    interactor.deactivate()
    interactor.activate()

    #expect(recorder.values == [false, true, false, true])
  }

  @Test func isActiveStreamCompletesWhenTheInteractorIsDeallocated() {
    var interactor: RecordingInteractor? = RecordingInteractor()
    let recorder = StreamRecorder(interactor!.isActiveStream)
    #expect(!recorder.isCompleted)

    interactor = nil

    #expect(recorder.values == [false])
    #expect(recorder.isCompleted)
  }

  @Test func deallocatingAnActiveInteractorDeactivatesItFirst() {
    var interactor: RecordingInteractor? = RecordingInteractor()
    interactor!.activate()
    let recorder = StreamRecorder(interactor!.isActiveStream)
    let bound = BooleanDisposable()
    bound.disposeOnDeactivate(interactor: interactor!)

    interactor = nil

    #expect(bound.isDisposed)
    #expect(recorder.values == [true, false])
    #expect(recorder.isCompleted)
  }

  @Test func eachActivationHasItsOwnBindings() {
    let interactor = RecordingInteractor()
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    interactor.activate()
    first.disposeOnDeactivate(interactor: interactor)
    interactor.deactivate()
    interactor.activate()
    second.disposeOnDeactivate(interactor: interactor)
    #expect(first.isDisposed)
    #expect(!second.isDisposed)

    interactor.deactivate()

    #expect(second.isDisposed)
  }
}
