import Dispatch
import RIBStreams
import Testing

@Suite struct SingleAssignmentDisposableTests {
  @Test func disposeAfterSetDisposesTheHeldOne() {
    let holder = SingleAssignmentDisposable()
    let held = ProbeDisposable()
    holder.setDisposable(held)
    #expect(!held.isDisposed)
    #expect(!holder.isDisposed)
    holder.dispose()
    holder.dispose()
    #expect(holder.isDisposed)
    #expect(held.disposeCount == 1)
  }

  @Test func disposeBeforeSetDisposesOnSet() {
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    #expect(holder.isDisposed)
    let held = ProbeDisposable()
    holder.setDisposable(held)
    #expect(held.disposeCount == 1)
  }

  @Test func settingTwiceDisposesTheSecondAndKeepsTheFirst() {
    let holder = SingleAssignmentDisposable()
    let first = ProbeDisposable()
    let second = ProbeDisposable()
    holder.setDisposable(first)
    holder.setDisposable(second)
    #expect(second.disposeCount == 1)
    #expect(!first.isDisposed)
    holder.dispose()
    #expect(first.disposeCount == 1)
    #expect(second.disposeCount == 1)
  }

  @Test func letsGoOfTheHeldDisposableOnceDisposed() {
    let holder = SingleAssignmentDisposable()
    weak var weakHeld: ProbeDisposable?
    do {
      let held = ProbeDisposable()
      weakHeld = held
      holder.setDisposable(held)
    }
    #expect(weakHeld != nil)
    holder.dispose()
    #expect(weakHeld == nil)
    #expect(holder.isDisposed)
  }

  @Test func letsGoOfADisposableSetAfterDisposal() {
    let holder = SingleAssignmentDisposable()
    holder.dispose()
    weak var weakHeld: ProbeDisposable?
    do {
      let held = ProbeDisposable()
      weakHeld = held
      holder.setDisposable(held)
      #expect(held.disposeCount == 1)
    }
    #expect(weakHeld == nil)
  }

  /// Setting and disposing race on two threads, many times: whichever comes first, the held
  /// disposable is disposed exactly once, and a second disposal does not dispose it again.
  @Test func setRacingDisposeDisposesExactlyOnce() {
    for _ in 0..<2_000 {
      let holder = SingleAssignmentDisposable()
      let held = ProbeDisposable()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { holder.setDisposable(held) } else { holder.dispose() }
      }
      holder.dispose()
      #expect(held.disposeCount == 1)
      #expect(holder.isDisposed)
    }
  }
}
