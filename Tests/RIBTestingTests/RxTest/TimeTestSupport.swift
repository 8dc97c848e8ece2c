import RIBStreams
import RIBTesting

/// An error the time-operator tests fail sequences with.
struct TimeTestError: Error, Equatable {
  let name: String

  init(_ name: String = "boom") { self.name = name }
}
