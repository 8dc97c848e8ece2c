import RIBCore

/// The object a component shares in the benchmarks.
final class SharedService: Sendable {}

/// The parent component of the benchmark RIBs: it needs nothing and provides nothing.
final class BenchRootComponent: EmptyComponent {}

/// A component with one shared property, as most RIB components have.
final class BenchComponent: Component<any EmptyDependency> {
  var service: SharedService { shared { SharedService() } }
}

/// Scenario 6: `Component.shared` on an instance that already exists, from one thread and from
/// two threads at once on the same component.
///
/// One operation is one read of the shared property. With two threads, each thread does the
/// same number of reads on the same component and the time is that of the slower thread, so
/// the figure is the cost of one read while the other thread contends for the same lock. The
/// floor reads an optional under a `Mutex` (``FloorSharedSlot``).
enum SharedInstanceScenario {
  static let singleLabel = "Component.shared hit, 1 thread"
  static let twoThreadLabel = "Component.shared hit, 2 threads"

  static func run(_ settings: Settings, _ report: Report) {
    let component = BenchComponent(dependency: BenchRootComponent())
    let first = component.service
    precondition(component.service === first, "shared must return the same instance")
    let slot = FloorSharedSlot { SharedService() }

    report.add(
      6, singleLabel, .ribs,
      measure(settings) { iterations in
        var mix = 0
        let elapsed = timed {
          for _ in 0..<iterations { mix &+= address(of: component.service) }
        }
        blackHole(mix)
        return Measured(elapsed: elapsed, operations: iterations)
      })
    report.add(
      6, singleLabel, .floor,
      measure(settings) { iterations in
        var mix = 0
        let elapsed = timed {
          for _ in 0..<iterations { mix &+= address(of: slot.instance()) }
        }
        blackHole(mix)
        return Measured(elapsed: elapsed, operations: iterations)
      })

    let sharedComponent = UncheckedSendable(value: component)
    // Slices of 5 ms: each one starts two threads, which must be small next to the work.
    report.add(
      6, twoThreadLabel, .ribs,
      measure(settings, slice: .milliseconds(5)) { iterations in
        let elapsed = runOnThreads(2) { _ in
          var mix = 0
          for _ in 0..<iterations { mix &+= address(of: sharedComponent.value.service) }
          blackHole(mix)
        }
        return Measured(elapsed: elapsed, operations: iterations)
      })
    let sharedSlot = UncheckedSendable(value: slot)
    report.add(
      6, twoThreadLabel, .floor,
      measure(settings, slice: .milliseconds(5)) { iterations in
        let elapsed = runOnThreads(2) { _ in
          var mix = 0
          for _ in 0..<iterations { mix &+= address(of: sharedSlot.value.instance()) }
          blackHole(mix)
        }
        return Measured(elapsed: elapsed, operations: iterations)
      })
  }

  @inline(__always)
  private static func address(of object: AnyObject) -> Int {
    Int(bitPattern: ObjectIdentifier(object))
  }
}
