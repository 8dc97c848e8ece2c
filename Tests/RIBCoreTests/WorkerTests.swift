import RIBCore
import RIBStreams
import RIBTesting
import Testing

@MainActor
final class CountingWorker: Worker {
  private(set) var didStartCount = 0
  private(set) var didStopCount = 0
  private(set) weak var lastScope: (any InteractorScope)?
  var onDidStart: (() -> Void)?

  override func didStart(_ interactorScope: any InteractorScope) {
    super.didStart(interactorScope)
    didStartCount += 1
    lastScope = interactorScope
    onDidStart?()
  }

  override func didStop() {
    super.didStop()
    didStopCount += 1
    lastScope = nil
  }
}

@MainActor
@Suite struct WorkerTests {
  @Test func startedOnAnActiveInteractorRunsAtOnce() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let worker = CountingWorker()

    worker.start(interactor)

    #expect(worker.isStarted)
    #expect(worker.isRunning)
    #expect(worker.didStartCount == 1)
    #expect(worker.lastScope === interactor)
  }

  @Test func startedOnAnInactiveInteractorWaitsForActivation() {
    let interactor = RecordingInteractor()
    let worker = CountingWorker()

    worker.start(interactor)
    #expect(worker.isStarted)
    #expect(!worker.isRunning)
    #expect(worker.didStartCount == 0)

    interactor.activate()
    #expect(worker.isRunning)
    #expect(worker.didStartCount == 1)
  }

  @Test func runsExactlyWhileStartedAndActive() {
    let interactor = RecordingInteractor()
    let worker = CountingWorker()
    var counts: [String] = []
    func note() { counts.append("\(worker.didStartCount)/\(worker.didStopCount)") }

    worker.start(interactor)
    note()  // started, inactive
    interactor.activate()
    note()  // running
    interactor.deactivate()
    note()  // paused
    interactor.activate()
    note()  // running again
    worker.stop()
    note()  // stopped
    interactor.deactivate()
    interactor.activate()
    note()  // stopped: activeness changes nothing
    worker.start(interactor)
    note()  // running
    worker.stop()
    note()

    #expect(counts == ["0/0", "1/0", "1/1", "2/1", "2/2", "2/2", "3/2", "3/3"])
  }

  @Test func startAndStopAreIdempotent() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let worker = CountingWorker()

    worker.start(interactor)
    worker.start(interactor)
    #expect(worker.didStartCount == 1)

    worker.stop()
    worker.stop()
    #expect(worker.didStopCount == 1)
    #expect(!worker.isStarted)
    #expect(!worker.isRunning)
  }

  @Test func stoppingAWorkerThatNeverRanDoesNotCallDidStop() {
    let worker = CountingWorker()
    worker.start(RecordingInteractor())

    worker.stop()

    #expect(worker.didStopCount == 0)
  }

  @Test func holdsItsInteractorWeakly() {
    let worker = CountingWorker()
    weak var weakInteractor: RecordingInteractor?

    do {
      let interactor = RecordingInteractor()
      weakInteractor = interactor
      interactor.activate()
      worker.start(interactor)
      #expect(worker.isRunning)
    }

    #expect(weakInteractor == nil)
    // Its scope is gone: the worker stopped running, but stays started.
    #expect(!worker.isRunning)
    #expect(worker.didStopCount == 1)
    #expect(worker.isStarted)
  }

  @Test func disposeOnStopDisposesWhenTheWorkerStopsRunning() {
    let interactor = RecordingInteractor()
    interactor.activate()
    let worker = CountingWorker()
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    worker.onDidStart = { [unowned worker] in
      (worker.didStartCount == 1 ? first : second).disposeOnStop(worker)
    }

    worker.start(interactor)
    #expect(!first.isDisposed)
    interactor.deactivate()
    #expect(first.isDisposed)

    interactor.activate()
    #expect(!second.isDisposed)
    worker.stop()
    #expect(second.isDisposed)
  }

  @Test func disposeOnStopOnAWorkerThatIsNotRunningDisposesAtOnceAndReports() {
    let worker = CountingWorker()
    worker.start(RecordingInteractor())  // started, but its interactor is inactive
    let disposable = BooleanDisposable()
    let diagnostics = DiagnosticsCollector()
    var line = 0

    diagnostics.collect {
      line = #line + 1
      disposable.disposeOnStop(worker)
    }

    #expect(disposable.isDisposed)
    #expect(diagnostics.kinds == [.disposeOnStoppedWorker])
    let report = diagnostics.diagnostics.first
    #expect(report?.subjects == [ObjectDescription(worker)])
    #expect(report?.message.contains("CountingWorker") == true)
    #expect(report?.line == line)
  }

  @Test func isStartedStreamFollowsStartAndStop() {
    let interactor = RecordingInteractor()
    let worker = CountingWorker()
    let recorder = StreamRecorder(worker.isStartedStream)

    worker.start(interactor)
    worker.start(interactor)
    interactor.activate()
    interactor.deactivate()
    worker.stop()
    worker.stop()

    #expect(recorder.values == [false, true, false])
    #expect(StreamRecorder(worker.isStartedStream).values == [false])
  }

  @Test func aWorkerAndWhatItBoundAreReleasedTogether() {
    weak var weakInteractor: RecordingInteractor?
    weak var weakWorker: CountingWorker?

    do {
      let interactor = RecordingInteractor()
      let worker = CountingWorker()
      weakInteractor = interactor
      weakWorker = worker
      interactor.activate()
      worker.start(interactor)
      PublishSubject<Int>().subscribe(onNext: { _ in _ = interactor }).disposeOnStop(worker)
    }

    #expect(weakInteractor == nil)
    #expect(weakWorker == nil)
  }
}
