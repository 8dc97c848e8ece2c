// What the Concurrency model guide says about the thermometer's readings.

import Dispatch
import RIBCore
import RIBStreams
import RIBTesting
import Testing

@testable import DocumentationExamples

final class WeatherPresentableMock: PresentableMock, WeatherPresentable {
  private(set) var shown: [Double] = []
  private(set) var shownOnMainQueue: [Bool] = []
  private var onShow: (() -> Void)?

  func show(temperature: Double) {
    shown.append(temperature)
    shownOnMainQueue.append(isOnMainQueue())
    onShow?()
  }

  /// Returns once `show` has been called `count` times in all.
  func waitUntilShown(count: Int) async {
    guard shown.count < count else { return }
    await withCheckedContinuation { (shownEnough: CheckedContinuation<Void, Never>) in
      onShow = { [unowned self] in
        guard shown.count >= count else { return }
        onShow = nil
        shownEnough.resume()
      }
    }
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

/// Records the readings a subscriber made now receives, which is after every subscriber made
/// before it (a relay delivers to its subscribers in order).
private final class LastInLine: Sendable {
  private let subscription: any Disposable
  private let received: AsyncStream<Double>

  init(_ readings: PublishRelay<Double>) {
    let (received, continuation) = AsyncStream<Double>.makeStream()
    self.received = received
    subscription = readings.subscribe(onNext: { continuation.yield($0) })
  }

  /// Returns once `reading` has been delivered to this subscriber, and so to every earlier one.
  func waitUntilDelivered(_ reading: Double) async {
    for await value in received where value == reading { return }
  }

  deinit { subscription.dispose() }
}

@MainActor
@Suite struct ConcurrencyGuideTests {
  @Test func observeOnMainSchedulerShowsReadingsOnTheMainQueue() async {
    let presenter = WeatherPresentableMock()
    let thermometer = Thermometer()
    let interactor = WeatherInteractor(presenter: presenter, thermometer: thermometer)
    interactor.activate()

    thermometer.measure(21.5)
    await presenter.waitUntilShown(count: 1)

    #expect(presenter.shown == [21.5])
    #expect(presenter.shownOnMainQueue == [true])
    interactor.deactivate()
  }

  @Test func aTaskReadsTheReadingsOnTheMainActorUntilDeactivation() async {
    let presenter = WeatherPresentableMock()
    let thermometer = Thermometer()
    let interactor = AsyncWeatherInteractor(presenter: presenter, thermometer: thermometer)
    interactor.activate()
    // The interactor's task was queued on the main actor when it activated; yielding queues
    // this test behind it, so the task has subscribed when the test goes on.
    await Task.yield()
    #expect(thermometer.readings.hasObservers)

    thermometer.measure(19)
    await presenter.waitUntilShown(count: 1)
    interactor.deactivate()
    let lastInLine = LastInLine(thermometer.readings)
    thermometer.measure(25)
    await lastInLine.waitUntilDelivered(25)
    // Had the loop received 25, it would be queued on the main actor before this test: let it
    // run.
    await Task.yield()

    #expect(presenter.shown == [19])
    #expect(presenter.shownOnMainQueue == [true])
  }
}
