import RIBCore

/// The object a component shares in the benchmarks.
final class SharedService: Sendable {}

/// The parent component of the benchmark RIBs: it needs nothing and provides nothing.
final class BenchRootComponent: EmptyComponent {}

/// A component with one shared property, as most RIB components have.
final class BenchComponent: Component<any EmptyDependency> {
  var service: SharedService { shared { SharedService() } }
}

/// Scenario 6: `Component.shared` on an instance that already exists.
///
/// One operation is one read of the shared property. Components are main-actor isolated, like
/// the builders that make them, so `shared` takes no lock; the floor is a lazily filled
/// optional in a plain class (``FloorSharedSlot``). An earlier version of this scenario also
/// read one component from two threads at once; a main-actor component cannot be read that way.
@MainActor
enum SharedInstanceScenario {
  static let singleLabel = "Component.shared hit"

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
  }

  @inline(__always)
  private static func address(of object: AnyObject) -> Int {
    Int(bitPattern: ObjectIdentifier(object))
  }
}
