import RIBCore
import RIBStreams
import RIBTesting
import Testing

@MainActor
@Suite struct DisposeOnDeactivateTests {
  @Test func onAnActiveInteractorDisposesAtDeactivation() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let source = PublishSubject<Int>()
    var received: [Int] = []
    var disposed = false
    source.subscribe(onNext: { received.append($0) }, onDisposed: { disposed = true })
      .disposeOnDeactivate(interactor: interactor)

    source.onNext(1)
    #expect(!disposed)
    interactor.deactivate()
    source.onNext(2)

    #expect(disposed)
    #expect(received == [1])
    #expect(!source.hasObservers)
  }

  @Test func returnsTheDisposableItWasCalledOn() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let disposable = BooleanDisposable()

    let returned = disposable.disposeOnDeactivate(interactor: interactor)

    #expect((returned as? BooleanDisposable) === disposable)
  }

  @Test func onAnInactiveInteractorDisposesAtOnceAndReports() {
    let interactor = RecordingInteractor()
    let disposable = BooleanDisposable()
    let diagnostics = DiagnosticsCollector()
    var line = 0

    diagnostics.collect {
      line = #line + 1
      disposable.disposeOnDeactivate(interactor: interactor)
    }

    #expect(disposable.isDisposed)
    #expect(diagnostics.kinds == [.disposeOnInactiveInteractor])
    let report = diagnostics.diagnostics.first
    #expect(report?.subjects == [ObjectDescription(interactor)])
    #expect(report?.message.contains("RecordingInteractor") == true)
    #expect(report?.fileID == #fileID)
    #expect(report?.line == line)
  }

  @Test func afterDeactivationABindingIsDisposedAtOnce() {
    let interactor = RecordingInteractor()
    interactor.activate()
    interactor.deactivate()
    let disposable = BooleanDisposable()
    let diagnostics = DiagnosticsCollector()

    diagnostics.collect { _ = disposable.disposeOnDeactivate(interactor: interactor) }

    #expect(disposable.isDisposed)
    #expect(diagnostics.kinds == [.disposeOnInactiveInteractor])
  }

  @Test func aBoundDisposalThatDeactivatesAgainDoesNotResignTwice() {
    let interactor = RecordingInteractor()
    interactor.activate()
    Disposables.create { [weak interactor] in
      // Bound disposals run on the main actor, inside `deactivate()`.
      MainActor.assumeIsolated { interactor?.deactivate() }
    }.disposeOnDeactivate(interactor: interactor)
    var seen: [Bool] = []
    let subscription = interactor.isActiveStream.subscribe(onNext: { seen.append($0) })

    interactor.deactivate()
    subscription.dispose()

    #expect(interactor.willResignActiveCount == 1)
    #expect(seen == [true, false])
  }
}
