import RIBStreams
import Testing

@Suite struct SerialDisposableTests {
  @Test func settingANewDisposableDisposesThePreviousOne() {
    let serial = SerialDisposable()
    let first = ProbeDisposable()
    let second = ProbeDisposable()
    serial.disposable = first
    #expect(!first.isDisposed)
    serial.disposable = second
    #expect(first.disposeCount == 1)
    #expect(!second.isDisposed)
    #expect((serial.disposable as? ProbeDisposable) === second)
  }

  @Test func disposeDisposesTheCurrentAndEveryLaterOne() {
    let serial = SerialDisposable()
    let current = ProbeDisposable()
    serial.disposable = current
    #expect(!serial.isDisposed)
    serial.dispose()
    #expect(serial.isDisposed)
    #expect(current.disposeCount == 1)
    let later = ProbeDisposable()
    serial.disposable = later
    #expect(later.disposeCount == 1)
    serial.dispose()
    #expect(current.disposeCount == 1)
  }

  @Test func emptyHolderHandsOutAHarmlessDisposable() {
    let serial = SerialDisposable()
    serial.disposable.dispose()
    #expect(!serial.isDisposed)
  }
}
