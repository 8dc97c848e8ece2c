import RIBCore
import Synchronization
import Testing

final class Thing: Sendable {
  let label: String

  init(_ label: String) { self.label = label }
}

final class Composite: Sendable {
  let thing: Thing

  init(thing: Thing) { self.thing = thing }
}

final class ThingsComponent: Component<EmptyDependency> {
  let thingFactoryCalls = Atomic<Int>(0)
  let missingFactoryCalls = Atomic<Int>(0)

  init() { super.init(dependency: EmptyComponent()) }

  var thing: Thing {
    shared {
      thingFactoryCalls.wrappingAdd(1, ordering: .relaxed)
      return Thing("thing")
    }
  }

  var otherThing: Thing { shared { Thing("other") } }

  var pair: (first: Thing, second: Thing) {
    (first: shared { Thing("first") }, second: shared { Thing("second") })
  }

  var missingThing: Thing? {
    shared {
      missingFactoryCalls.wrappingAdd(1, ordering: .relaxed)
      return nil
    }
  }

  var composite: Composite { shared { Composite(thing: thing) } }

  var freshThing: Thing { Thing("fresh") }
}

/// A component with one `shared` call site that several types go through.
final class GenericComponent: Component<EmptyDependency> {
  init() { super.init(dependency: EmptyComponent()) }

  func sharedValue<T>(_ make: () -> T) -> T { shared { make() } }
}

@MainActor
@Suite struct ComponentSharedTests {
  @Test func returnsOneInstancePerComponentAndProperty() {
    let component = ThingsComponent()

    let first = component.thing
    let second = component.thing

    #expect(first === second)
    #expect(component.thingFactoryCalls.load(ordering: .relaxed) == 1)
  }

  @Test func aPropertyWithoutSharedMakesANewInstanceEachTime() {
    let component = ThingsComponent()

    #expect(component.freshThing !== component.freshThing)
  }

  @Test func differentPropertiesOfTheSameTypeNeverCollide() {
    let component = ThingsComponent()

    let thing = component.thing
    let other = component.otherThing

    #expect(thing !== other)
    #expect(thing.label == "thing")
    #expect(other.label == "other")
    #expect(component.thing === thing)
    #expect(component.otherThing === other)
  }

  @Test func twoSharedCallsInOneGetterNeverCollide() {
    let component = ThingsComponent()

    let pair = component.pair

    #expect(pair.first !== pair.second)
    #expect(pair.first.label == "first")
    #expect(pair.second.label == "second")
    #expect(component.pair.first === pair.first)
    #expect(component.pair.second === pair.second)
  }

  @Test func aNilResultIsCached() {
    let component = ThingsComponent()

    #expect(component.missingThing == nil)
    #expect(component.missingThing == nil)

    #expect(component.missingFactoryCalls.load(ordering: .relaxed) == 1)
  }

  @Test func aSharedFactoryMayReadAnotherSharedProperty() {
    let component = ThingsComponent()

    let composite = component.composite

    #expect(composite.thing === component.thing)
    #expect(component.composite === composite)
    #expect(component.thingFactoryCalls.load(ordering: .relaxed) == 1)
  }

  @Test func oneCallSiteSeenWithSeveralTypesKeepsOneInstancePerType() {
    let component = GenericComponent()

    let thing: Thing = component.sharedValue { Thing("first") }
    let number: Int = component.sharedValue { 7 }

    #expect(number == 7)
    #expect(thing.label == "first")
    #expect(component.sharedValue { Thing("second") } === thing)
    #expect(component.sharedValue { 8 } == 7)
  }

  @Test func separateComponentsHaveSeparateInstances() {
    let first = ThingsComponent()
    let second = ThingsComponent()

    #expect(first.thing !== second.thing)
    #expect(first.composite !== second.composite)
    #expect(first.thingFactoryCalls.load(ordering: .relaxed) == 1)
    #expect(second.thingFactoryCalls.load(ordering: .relaxed) == 1)
  }
}
