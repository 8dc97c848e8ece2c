// What the Concurrency model guide says about tasks bound to an interactor's activation.

import RIBCore
import RIBTesting
import Testing

@testable import DocumentationExamples

final class ProfilePresentableMock: PresentableMock, ProfilePresentable {
  let showFunction = MockFunction<String, Void>("ProfilePresentableMock.show")
  let showLoadingFailedFunction = MockFunction<Void>("ProfilePresentableMock.showLoadingFailed")

  func show(profile: String) { showFunction.call(profile) }
  func showLoadingFailed() { showLoadingFailedFunction.call() }
}

/// A loader whose load the test finishes: it suspends until `finish` is called or its task is
/// cancelled.
@MainActor
final class ProfileLoaderStub: ProfileLoading {
  private let (results, resultsContinuation) = AsyncStream<Result<String, any Error>>
    .makeStream()

  func loadProfile() async throws -> String {
    for await result in results { return try result.get() }
    throw CancellationError()
  }

  func finish(with result: Result<String, any Error>) { resultsContinuation.yield(result) }
}

private struct ServerDown: Error {}

@MainActor
@Suite(.ribEnvironment) struct AsyncTasksGuideTests {
  let presenter = ProfilePresentableMock()
  let loader = ProfileLoaderStub()
  let interactor: ProfileInteractor

  init() {
    interactor = ProfileInteractor(presenter: presenter, loader: loader)
  }

  @Test func theLoadedProfileIsShown() async {
    interactor.activate()
    loader.finish(with: .success("Ada"))

    await interactor.loading?.value

    #expect(presenter.showFunction.argValues == ["Ada"])
  }

  @Test func aFailedLoadIsShown() async {
    interactor.activate()
    loader.finish(with: .failure(ServerDown()))

    await interactor.loading?.value

    #expect(presenter.showLoadingFailedFunction.callCount == 1)
  }

  @Test func deactivatingWhileLoadingCancelsTheLoadAndShowsNothing() async {
    interactor.activate()
    let loading = interactor.loading

    interactor.deactivate()
    await loading?.value

    #expect(loading?.isCancelled == true)
    #expect(presenter.showFunction.callCount == 0)
    #expect(presenter.showLoadingFailedFunction.callCount == 0)
  }

  @Test func inactivityWaitsForTheDeactivation() async {
    interactor.activate()
    // The load the activation started holds the presenter until its cancellation has run:
    // awaited at the end, so that the leak check does not race it.
    let loading = interactor.loading
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let waiter = Task { @MainActor [interactor] in
      startedContinuation.yield()
      await inactivity(of: interactor)
      return interactor.isActive
    }
    var startedIterator = started.makeAsyncIterator()
    await startedIterator.next()

    interactor.deactivate()

    #expect(await waiter.value == false)
    await inactivity(of: interactor)  // already inactive: returns at once
    await loading?.value
    #expect(loading?.isCancelled == true)
  }
}
