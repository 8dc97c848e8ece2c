import RIBCore
import RIBSwiftUI

/// A screen of scenario 11: a RIB with a view, as RIBSwiftUI pushes it.
final class BenchScreenView: ViewControllable {}

/// The router of a screen.
final class BenchScreenRouter: ViewableRouter<BenchInteractor, BenchScreenView> {
  convenience init() {
    self.init(interactor: BenchInteractor(), viewController: BenchScreenView())
  }
}

/// Scenario 11: a `ViewStack` whose RIBs push each other (each screen is pushed by the one
/// below it, onto the stack it was pushed onto), at depths 10³ and 10⁴: pushing the whole
/// chain, popping it one screen at a time, and detaching the bottom screen's RIB (which takes
/// every screen above it off the stack). Each is timed over the whole chain and divided by the
/// depth; the cost per screen must not grow with the depth.
@MainActor
enum ViewStackScenario {
  static let depths = [1_000, 10_000]

  enum Operation: String, CaseIterable {
    case push, pop, detach = "detach bottom"
  }

  static func label(_ operation: Operation, depth: Int) -> String {
    "view stack \(operation.rawValue), depth \(depth)"
  }

  static func run(_ settings: Settings, _ report: Report) {
    for depth in depths {
      for operation in Operation.allCases {
        report.add(
          11, label(operation, depth: depth), .ribs,
          measure(settings, maxIterations: Swift.max(1, 20_000 / depth)) { iterations in
            var elapsed = Duration.zero
            for _ in 0..<iterations { elapsed += cycle(operation, depth: depth) }
            return Measured(elapsed: elapsed, operations: iterations * depth)
          }, unit: "ns/screen")
      }
    }
  }

  /// Builds a chain of `depth` screens, times `operation` on it, and takes it apart.
  private static func cycle(_ operation: Operation, depth: Int) -> Duration {
    let root = makeActiveRoot()
    let stack = ViewStack()
    var chain: [BenchScreenRouter] = []
    chain.reserveCapacity(depth)
    func push() {
      var pusher: any Routing = root
      for _ in 0..<depth {
        let screen = BenchScreenRouter()
        pusher.attachChild(screen, pushingOnto: stack)
        chain.append(screen)
        pusher = screen
      }
    }
    var elapsed = Duration.zero
    switch operation {
    case .push:
      elapsed = timed { push() }
      stack.popToRoot()
    case .pop:
      push()
      elapsed = timed {
        for _ in 0..<depth { stack.pop() }
      }
    case .detach:
      push()
      elapsed = timed { root.detachChild(chain[0]) }
    }
    precondition(stack.count == 0 && root.children.isEmpty, "the stack was not emptied")
    return elapsed
  }
}
