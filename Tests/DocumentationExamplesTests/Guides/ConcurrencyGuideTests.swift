// What the Concurrency model guide says about the thermometer's readings.

import Dispatch
import RIBCore
import RIBTesting
import Testing

@testable import DocumentationExamples

final class WeatherPresentableMock: PresentableMock, WeatherPresentable {
  private(set) var shown: [Double] = []
  private(set) var shownOnMainQueue: [Bool] = []

  func show(temperature: Double) {
    shown.append(temperature)
    shownOnMainQueue.append(isOnMainQueue())
  }
}

/// Whether the caller runs on the main queue, where the main actor runs. (Not
/// `Thread.isMainThread`: under a test runner on Linux, the main queue is served by another
/// thread.)
private func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: MainQueueMarker.key) == true
}

private enum MainQueueMarker {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}

@MainActor
@Suite struct ConcurrencyGuideTests {
  /// Waits, a millisecond at a time, for up to a second, until `condition` holds.
  private func wait(until condition: () -> Bool) async throws {
    for _ in 0..<1000 where !condition() {
      try await Task.sleep(for: .milliseconds(1))
    }
  }

  @Test func observeOnMainSchedulerShowsReadingsOnTheMainQueue() async throws {
    let presenter = WeatherPresentableMock()
    let thermometer = Thermometer()
    let interactor = WeatherInteractor(presenter: presenter, thermometer: thermometer)
    interactor.activate()

    thermometer.measure(21.5)
    try await wait { !presenter.shown.isEmpty }

    #expect(presenter.shown == [21.5])
    #expect(presenter.shownOnMainQueue == [true])
    interactor.deactivate()
  }

  @Test(
    .disabled(
      "Under full-suite load a reading sent after deactivate() still reaches the task's `for await` loop; under investigation (see CHANGELOG, Known issues)."
    ))
  func aTaskReadsTheReadingsOnTheMainActorUntilDeactivation() async throws {
    let presenter = WeatherPresentableMock()
    let thermometer = Thermometer()
    let interactor = AsyncWeatherInteractor(presenter: presenter, thermometer: thermometer)
    interactor.activate()
    // The task subscribes once it runs; a reading sent before that would be missed.
    try await wait { thermometer.readings.hasObservers }

    thermometer.measure(19)
    try await wait { !presenter.shown.isEmpty }
    interactor.deactivate()
    thermometer.measure(25)
    try await Task.sleep(for: .milliseconds(20))

    #expect(presenter.shown == [19])
    #expect(presenter.shownOnMainQueue == [true])
  }
}
