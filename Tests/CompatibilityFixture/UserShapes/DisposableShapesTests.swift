// Disposables as RxSwift apps make and hold them: one that starts out disposed (a placeholder
// for work that must not run, or a test's stand-in), kept as a `Cancelable`.

import RIBStreams
import Testing

@Suite struct DisposableShapesTests {
  @Test func aBooleanDisposableCanStartOutDisposed() {
    let finished: Cancelable = BooleanDisposable(isDisposed: true)
    let pending: Cancelable = BooleanDisposable(isDisposed: false)

    #expect(finished.isDisposed)
    #expect(!pending.isDisposed)
  }

  @Test func aBooleanDisposableMadeUndisposedIsDisposedOnce() {
    let disposable = BooleanDisposable(isDisposed: false)

    disposable.dispose()
    disposable.dispose()

    #expect(disposable.isDisposed)
  }
}
