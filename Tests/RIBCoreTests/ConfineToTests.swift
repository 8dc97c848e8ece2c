import RIBCore
import RIBStreams
import Testing

/// `confineTo` lets values through only while the interactor is active. A value emitted while
/// inactive is held (only the latest one) and delivered on the next activation; and, as
/// upstream RIBs does, the latest value is delivered again on every re-activation even if it
/// was already delivered before the deactivation.
@MainActor
@Suite struct ConfineToTests {
  @Test func valuesFlowOnlyWhileActive() {
    let interactor = RecordingInteractor()
    let source = PublishSubject<Int>()
    let recorder = StreamRecorder(source.confineTo(interactor))

    source.onNext(1)
    #expect(recorder.values == [])

    interactor.activate()
    #expect(recorder.values == [1])

    source.onNext(2)
    #expect(recorder.values == [1, 2])

    interactor.deactivate()
    source.onNext(3)
    source.onNext(4)
    #expect(recorder.values == [1, 2])

    interactor.activate()
    #expect(recorder.values == [1, 2, 4])
  }

  @Test func theLatestValueIsDeliveredAgainOnReactivation() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let source = PublishSubject<String>()
    let recorder = StreamRecorder(source.confineTo(interactor))
    source.onNext("a")
    #expect(recorder.values == ["a"])

    interactor.deactivate()
    interactor.activate()

    #expect(recorder.values == ["a", "a"])
  }

  @Test func nothingIsDeliveredOnActivationBeforeTheSourceEmits() {
    let interactor = RecordingInteractor()
    let source = PublishSubject<Int>()
    let recorder = StreamRecorder(source.confineTo(interactor))

    interactor.activate()
    interactor.deactivate()
    interactor.activate()

    #expect(recorder.values == [])
  }

  @Test func disposingTheSubscriptionStopsDelivery() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let source = BehaviorSubject(value: 0)
    let recorder = StreamRecorder(source.confineTo(interactor))
    #expect(recorder.values == [0])

    recorder.dispose()
    source.onNext(1)
    interactor.deactivate()
    interactor.activate()

    #expect(recorder.values == [0])
    #expect(!source.hasObservers)
  }
}
