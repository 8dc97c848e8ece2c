import RIBCore
import Synchronization
import Testing

/// Records the order in which objects go away.
private final class ReleaseLog: Sendable {
  private let recorded = Mutex<[String]>([])

  var names: [String] { recorded.withLock { $0 } }

  func record(_ name: String) { recorded.withLock { $0.append(name) } }
}

/// Something a component makes with `shared`, which says when it goes away.
private final class LoggedThing {
  let name: String
  let log: ReleaseLog

  init(_ name: String, log: ReleaseLog) {
    self.name = name
    self.log = log
  }

  deinit { log.record(name) }
}

@MainActor
private protocol LoggedChainDependency: Dependency {}

private final class LoggedRootDependency: LoggedChainDependency {}

/// A component of a chain that makes one shared thing and logs its own deinit.
private final class LoggedComponent: Component<any LoggedChainDependency>, LoggedChainDependency {
  let name: String
  let log: ReleaseLog

  init(_ name: String, parent: any LoggedChainDependency, log: ReleaseLog) {
    self.name = name
    self.log = log
    super.init(dependency: parent)
  }

  var thing: LoggedThing { shared { LoggedThing("\(name).thing", log: log) } }

  deinit { log.record(name) }
}

@MainActor
@Suite struct ComponentReleaseOrderTests {
  @Test func aChainReleasedFromItsLeafGoesComponentThenWhatItMadeThenItsParent() {
    let log = ReleaseLog()
    do {
      var component = LoggedComponent("c0", parent: LoggedRootDependency(), log: log)
      _ = component.thing
      for level in 1...3 {
        component = LoggedComponent("c\(level)", parent: component, log: log)
        _ = component.thing
      }
    }

    #expect(
      log.names == [
        "c3", "c3.thing", "c2", "c2.thing", "c1", "c1.thing", "c0", "c0.thing",
      ])
  }
}
