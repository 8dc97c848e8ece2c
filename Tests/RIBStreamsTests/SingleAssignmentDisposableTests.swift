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
}
