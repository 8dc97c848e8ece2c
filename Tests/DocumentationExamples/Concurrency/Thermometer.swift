// The code of the Concurrency model guide (and of the Streams guide's section on threads): a
// stream fed from a background queue, and two interactors that show it on the main actor.

import Dispatch
import RIBCore
import RIBStreams

/// A sensor that reports from a queue of its own, as a network client or a file watcher would.
final class Thermometer {
  let readings = PublishRelay<Double>()
  private let queue = DispatchQueue(label: "thermometer")

  func measure(_ temperature: Double) {
    queue.async { [readings] in
      readings.accept(temperature)  // emitted on the thermometer's queue
    }
  }
}

protocol WeatherPresentable: Presentable {
  func show(temperature: Double)
}

/// Moves delivery to the main thread with `observe(on:)`.
final class WeatherInteractor: PresentableInteractor<WeatherPresentable> {
  private let thermometer: Thermometer

  init(presenter: WeatherPresentable, thermometer: Thermometer) {
    self.thermometer = thermometer
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    thermometer.readings
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { [presenter] temperature in
        presenter.show(temperature: temperature)
      })
      .disposeOnDeactivate(interactor: self)
  }
}

/// Reads the same stream in a task: `for await` resumes on the main actor.
final class AsyncWeatherInteractor: PresentableInteractor<WeatherPresentable> {
  private let thermometer: Thermometer

  init(presenter: WeatherPresentable, thermometer: Thermometer) {
    self.thermometer = thermometer
    super.init(presenter: presenter)
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    task { [thermometer, presenter] in
      for await temperature in thermometer.readings.values {
        presenter.show(temperature: temperature)
      }
    }
  }
}
