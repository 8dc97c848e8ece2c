import RIBStreams
import Testing

@Suite struct CancelableTests {
  @Test func createWithActionTellsWhetherItWasDisposed() {
    var runs = 0
    let cancelable: any Cancelable = Disposables.create { runs += 1 }
    #expect(!cancelable.isDisposed)
    cancelable.dispose()
    #expect(cancelable.isDisposed)
    cancelable.dispose()
    #expect(runs == 1)
  }

  @Test func theLibrarysCheckableDisposablesAreCancelable() {
    let disposables: [any Cancelable] = [
      BooleanDisposable(), SerialDisposable(), SingleAssignmentDisposable(),
      CompositeDisposable(),
    ]
    #expect(disposables.allSatisfy { !$0.isDisposed })
    for disposable in disposables { disposable.dispose() }
    #expect(disposables.allSatisfy { $0.isDisposed })
  }
}
