import RIBCore
import RIBTesting
import Testing

/// Something a task can write to: main-actor isolated, so a main-actor task may mutate it.
@MainActor
private final class Flag {
  var value = false
}

private final class Token {}

@MainActor
@Suite struct InteractorTaskTests {
  @Test func runsWhileActive() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    let ran = Flag()
    let wasCancelled = Flag()

    let task = interactor.task {
      ran.value = true
      wasCancelled.value = Task.isCancelled
    }
    await task.value

    #expect(ran.value)
    #expect(!wasCancelled.value)
    #expect(interactor.isActive)
  }

  @Test func isCancelledWhenTheInteractorDeactivates() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (observed, observedContinuation) = AsyncStream<Bool>.makeStream()
    // Never yields; iterating it ends only when the iterating task is cancelled.
    let (gate, gateContinuation) = AsyncStream<Void>.makeStream()

    let task = interactor.task {
      startedContinuation.yield()
      for await _ in gate {}
      observedContinuation.yield(Task.isCancelled)
      observedContinuation.finish()
    }
    var startedIterator = started.makeAsyncIterator()
    _ = await startedIterator.next()
    #expect(!task.isCancelled)

    interactor.deactivate()

    var observedIterator = observed.makeAsyncIterator()
    let cancelledInside = await observedIterator.next()
    #expect(cancelledInside == true)
    #expect(task.isCancelled)
    await task.value
    gateContinuation.finish()
  }

  @Test func aTaskOfAnEarlierActivationIsNotCancelledByALaterOne() async {
    let interactor = RecordingInteractor()
    interactor.activate()
    let first = interactor.task {}
    await first.value
    interactor.deactivate()
    interactor.activate()

    let (gate, gateContinuation) = AsyncStream<Void>.makeStream()
    let second = interactor.task { for await _ in gate {} }

    #expect(!second.isCancelled)
    interactor.deactivate()
    #expect(second.isCancelled)
    await second.value
    gateContinuation.finish()
  }

  @Test func whileInactiveReturnsACancelledTaskDoesNotRunAndReports() async {
    let interactor = RecordingInteractor()
    let diagnostics = DiagnosticsCollector()
    weak var weakToken: Token?
    var task: Task<Void, Never>?
    var line = 0

    do {
      let token = Token()
      weakToken = token
      diagnostics.collect {
        line = #line + 1
        task = interactor.task { _ = token }
      }
    }

    #expect(task?.isCancelled == true)
    await task?.value
    // The operation was released at once: nothing holds it, so it can never run.
    #expect(weakToken == nil)
    #expect(diagnostics.kinds == [.taskOnInactiveInteractor])
    let report = diagnostics.diagnostics.first
    #expect(report?.message.contains("RecordingInteractor") == true)
    #expect(report?.subjects == [ObjectDescription(interactor)])
    #expect(report?.fileID == #fileID)
    #expect(report?.line == line)
  }
}
