import Dispatch
import RIBStreams
import RIBSupport
import Testing

/// Disposable containers filled on one thread while another disposes them: each disposable
/// put in is disposed exactly once, whichever side wins.
@Suite struct DisposableRaceAttackTests {
  /// A disposable that counts its disposals.
  private final class Counted: Disposable, Sendable {
    let disposals = AtomicCounter()

    func dispose() { _ = disposals.increment() }
  }

  enum Container: String, CaseIterable, Sendable {
    case serial, composite, compositeRemoving, bag
  }

  @Test(arguments: Container.allCases)
  func everythingPutInIsDisposedOnce(_ container: Container) async {
    let count = Sanitizers.workload(2_000, sanitized: 300)
    let serial = SerialDisposable()
    let composite = CompositeDisposable()
    let bag = Locked<DisposeBag?>(DisposeBag())
    let made = Locked<[Counted]>([])
    let disposeAt = count / 3
    let halfway = DispatchSemaphore(value: 0)
    let finished = await allFinish([
      {
        for index in 0..<count {
          let counted = Counted()
          made.withLock { $0.append(counted) }
          switch container {
          case .serial: serial.disposable = counted
          case .composite: composite.insert(counted)
          case .compositeRemoving:
            if let key = composite.insert(counted), index % 2 == 0 { composite.remove(for: key) }
          case .bag:
            // A bag is not thread-safe to fill while it is released; it is filled under the
            // same lock that releases it, and disposes outside of it.
            let inserted = bag.withLock { bag -> Bool in
              guard let bag else { return false }
              bag.insert(counted)
              return true
            }
            if !inserted { counted.dispose() }
          }
          if index == disposeAt { halfway.signal() }
        }
      },
      {
        halfway.wait()
        switch container {
        case .serial: serial.dispose()
        case .composite, .compositeRemoving: composite.dispose()
        case .bag:
          let released = bag.withLock { bag -> DisposeBag? in
            defer { bag = nil }
            return bag
          }
          _ = released
        }
      },
    ])
    #expect(finished)
    let disposals = made.value.map(\.disposals.value)
    #expect(disposals.count == count)
    #expect(disposals.filter { $0 != 1 } == [])
  }

  /// A disposable whose disposal puts another one into the container being disposed: that one
  /// is disposed at once, and nothing waits on the container's own lock.
  @Test(arguments: ["serial", "composite", "singleAssignment"])
  func aDisposalThatRefillsItsContainerDisposesTheNewcomer(_ container: String) async {
    let newcomer = Counted()
    let serial = SerialDisposable()
    let composite = CompositeDisposable()
    let single = SingleAssignmentDisposable()
    let refill = Disposables.create {
      switch container {
      case "serial": serial.disposable = newcomer
      case "composite": composite.insert(newcomer)
      default: single.setDisposable(newcomer)
      }
    }
    let finished = await allFinish(
      within: 20,
      [
        {
          switch container {
          case "serial":
            serial.disposable = refill
            serial.dispose()
          case "composite":
            composite.insert(refill)
            composite.dispose()
          default:
            single.setDisposable(refill)
            single.dispose()
          }
        }
      ])
    #expect(finished)
    #expect(newcomer.disposals.value == 1)
  }
}
