import RIBStreams
import RIBSupport
import Synchronization
import Testing

/// Disposables used the wrong way round: set twice, replaced or released from inside their own
/// disposal, sent to from inside a disposal. Nothing traps, nothing is disposed twice or
/// leaked, and a misuse that RxSwift stops the process for is reported.
@Suite struct DisposableMisuseAttackTests {
  @Test func aSingleAssignmentDisposableSetTwiceDisposesTheSecondAndReportsIt() {
    // RxSwift's `setDisposable` traps the second time (`rxFatalError`).
    let reports = ReportCollector()
    let single = SingleAssignmentDisposable()
    let first = MisuseCountingDisposable()
    let second = MisuseCountingDisposable()

    reports.collect {
      single.setDisposable(first)
      single.setDisposable(second)
    }

    #expect(first.count == 0)
    #expect(second.count == 1)
    #expect(reports.reports.map(\.kind) == ["other"])
    #expect(reports.reports.first?.message.contains("SingleAssignmentDisposable") == true)
    #expect(reports.reports.first?.subjects.map(\.typeName) == ["SingleAssignmentDisposable"])
    single.dispose()
    #expect(first.count == 1)
  }

  @Test func aSingleAssignmentDisposableSetAfterItWasDisposedIsNotMisuse() {
    let reports = ReportCollector()
    let single = SingleAssignmentDisposable()
    let late = MisuseCountingDisposable()

    reports.collect {
      single.dispose()
      single.setDisposable(late)
    }

    #expect(late.count == 1)
    #expect(reports.reports.isEmpty)
  }

  @Test func aSerialDisposableReplacedFromInsideTheOldOnesDispose() {
    let serial = SerialDisposable()
    let third = MisuseCountingDisposable()
    let second = MisuseCountingDisposable()
    let first = MisuseCountingDisposable { serial.disposable = third }
    serial.disposable = first

    serial.disposable = second

    // The first's disposal put `third` in, which disposed the `second` just set.
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(third.count == 0)
    serial.dispose()
    #expect(third.count == 1)
    serial.disposable = MisuseCountingDisposable()
    #expect(third.count == 1)
  }

  @Test func aSerialDisposableDisposedWhileItsCurrentOneReplacesItself() {
    let serial = SerialDisposable()
    let replacement = MisuseCountingDisposable()
    let first = MisuseCountingDisposable { serial.disposable = replacement }
    serial.disposable = first

    serial.dispose()

    #expect(first.count == 1)
    #expect(replacement.count == 1)
    #expect(serial.isDisposed)
  }

  @Test func aDisposeBagReleasedFromInsideOneOfItsOwnDisposals() {
    let subject = PublishSubject<Int>()
    let disposed = Atomic<Int>(0)
    weak var weakOwner: BagOwner?
    do {
      let owner = BagOwner()
      weakOwner = owner
      // The subscription's closure holds the owner, which holds the bag, which holds the
      // subscription: the subscription's end releases the owner, whose bag then disposes
      // that same subscription, from inside its disposal.
      subject
        .subscribe(
          onNext: { [owner] _ in _ = owner },
          onDisposed: { disposed.add(1, ordering: .relaxed) }
        )
        .disposed(by: owner.bag)
      owner.bag.insert(Disposables.create { disposed.add(1, ordering: .relaxed) })
    }
    #expect(weakOwner != nil)

    subject.onCompleted()

    #expect(weakOwner == nil)
    #expect(disposed.load(ordering: .relaxed) == 2)
    #expect(!subject.hasObservers)
  }

  @Test func sendingFromInsideADisposalReachesNoOneDisposed() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let other = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    _ = subject.subscribe(other)
    let sender = Disposables.create { subject.onNext(2) }
    let both = Disposables.create(subscription, sender)

    subject.onNext(1)
    both.dispose()
    subject.onNext(3)

    #expect(recorder.events == [.next(1)])
    #expect(other.events == [.next(1), .next(2), .next(3)])
  }

  @Test func anObservableCreateThatSendsFromItsDisposalAndAfterIt() {
    let observerBox = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      observerBox.withLock { $0 = observer }
      observer.onNext(1)
      return Disposables.create {
        observer.onNext(2)
        observer.onCompleted()
      }
    }
    let recorder = EventRecorder<Int>()
    let subscription = source.subscribe(recorder)
    let late = observerBox.withLock { $0 }
    late?.onNext(3)

    subscription.dispose()
    late?.onNext(4)
    late?.onError(TestError())
    subscription.dispose()

    #expect(recorder.events == [.next(1), .next(3)])
  }
}

/// Counts its disposals and runs an action in each.
final class MisuseCountingDisposable: Disposable, @unchecked Sendable {
  private let disposals = Atomic<Int>(0)
  private let action: (@Sendable () -> Void)?

  init(_ action: (@Sendable () -> Void)? = nil) { self.action = action }

  var count: Int { disposals.load(ordering: .relaxed) }

  func dispose() {
    disposals.add(1, ordering: .relaxed)
    action?()
  }
}

/// An object that owns a dispose bag, as a view model or interactor does.
final class BagOwner: Sendable {
  let bag = DisposeBag()
}
