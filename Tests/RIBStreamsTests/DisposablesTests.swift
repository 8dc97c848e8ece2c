import Dispatch
import RIBStreams
import Testing

/// A disposable that counts how often it was disposed, and in which order relative to others.
final class ProbeDisposable: Disposable {
  let name: String
  private let log: Locked<[String]>?
  private let counter = AtomicCounter()

  init(_ name: String = "probe", log: Locked<[String]>? = nil) {
    self.name = name
    self.log = log
  }

  var disposeCount: Int { counter.value }
  var isDisposed: Bool { disposeCount > 0 }

  func dispose() {
    counter.increment()
    log?.withLock { $0.append(name) }
  }
}

@Suite struct DisposablesTests {
  @Test func createWithNothingIsHarmless() {
    let disposable = Disposables.create()
    disposable.dispose()
    disposable.dispose()
  }

  @Test func createWithActionRunsItOnce() {
    let count = AtomicCounter()
    let disposable = Disposables.create { count.increment() }
    #expect(count.value == 0)
    disposable.dispose()
    disposable.dispose()
    #expect(count.value == 1)
  }

  @Test func createWithActionLetsGoOfWhatTheActionCapturedOnceDisposed() {
    final class Captured: Sendable {}
    weak var weakCaptured: Captured?
    let disposable: any Disposable
    do {
      let captured = Captured()
      weakCaptured = captured
      disposable = Disposables.create { _ = captured }
    }
    #expect(weakCaptured != nil)
    disposable.dispose()
    #expect(weakCaptured == nil)
  }

  @Test func createWithActionRunsItOnceUnderConcurrentDisposal() async {
    let count = AtomicCounter()
    let disposable = Disposables.create { count.increment() }
    let group = DispatchGroup()
    for _ in 0..<4 { runOnNewThread(group) { disposable.dispose() } }
    await waitForThreads(group)
    #expect(count.value == 1)
  }

  @Test func createWithTwoThreeAndAnArrayDisposesAllInOrder() {
    let log = Locked<[String]>([])
    let pair = Disposables.create(ProbeDisposable("a", log: log), ProbeDisposable("b", log: log))
    pair.dispose()
    pair.dispose()
    #expect(log.value == ["a", "b"])

    log.withLock { $0 = [] }
    let triple = Disposables.create(
      ProbeDisposable("a", log: log), ProbeDisposable("b", log: log),
      ProbeDisposable("c", log: log))
    triple.dispose()
    triple.dispose()
    #expect(log.value == ["a", "b", "c"])

    log.withLock { $0 = [] }
    let many = Disposables.create((0..<4).map { ProbeDisposable("\($0)", log: log) })
    many.dispose()
    many.dispose()
    #expect(log.value == ["0", "1", "2", "3"])
  }

  @Test func actionMayDisposeOtherThings() {
    let inner = ProbeDisposable()
    let outer = Disposables.create { inner.dispose() }
    let again = Disposables.create { outer.dispose() }
    again.dispose()
    #expect(inner.disposeCount == 1)
  }

  @Test func booleanDisposable() {
    let disposable = BooleanDisposable()
    #expect(!disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
    disposable.dispose()
    #expect(disposable.isDisposed)
  }
}
