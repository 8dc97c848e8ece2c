import RIBStreams
import Testing

@Suite struct DisposeBagTests {
  @Test func disposesEverythingWhenDeallocated() {
    let first = ProbeDisposable()
    let second = ProbeDisposable()
    var bag: DisposeBag? = DisposeBag()
    first.disposed(by: bag!)
    bag!.insert(second)
    #expect(!first.isDisposed && !second.isDisposed)
    bag = nil
    #expect(first.disposeCount == 1)
    #expect(second.disposeCount == 1)
  }

  @Test func replacingTheBagDisposesEarly() {
    let subject = PublishSubject<Int>()
    var bag = DisposeBag()
    var seen: [Int] = []
    subject.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    subject.onNext(1)
    bag = DisposeBag()
    subject.onNext(2)
    #expect(seen == [1])
    #expect(!subject.hasObservers)
    _ = bag
  }

  @Test func insertWhileTheBagIsDisposingDisposesAtOnce() {
    // The only moment a bag is "already disposed" is during its own deinit: a disposable that
    // the bag releases may add another one to it, which must not be leaked.
    let late = ProbeDisposable()
    var bag: DisposeBag? = DisposeBag()
    unowned(unsafe) let disposingBag = bag!
    Disposables.create { disposingBag.insert(late) }.disposed(by: bag!)
    bag = nil
    #expect(late.disposeCount == 1)
  }

  @Test func ownerReleasesItsSubscriptionsWithItsBag() {
    final class Owner {
      let bag = DisposeBag()
      var seen: [Int] = []
      init(_ source: PublishSubject<Int>) {
        source.subscribe(onNext: { [unowned self] in seen.append($0) }).disposed(by: bag)
      }
    }
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner(subject)
    subject.onNext(1)
    #expect(owner?.seen == [1])
    #expect(subject.hasObservers)
    owner = nil
    #expect(!subject.hasObservers)
    subject.onNext(2)
  }

  @Test func takesManyDisposablesAtOnceInEveryRxSwiftForm() {
    var disposed: [Int] = []
    func tracked(_ number: Int) -> any Disposable {
      Disposables.create { disposed.append(number) }
    }
    var bag: DisposeBag? = DisposeBag(disposing: tracked(1), tracked(2))
    bag?.insert(tracked(3), tracked(4))
    bag?.insert([tracked(5)])
    bag?.insert {
      tracked(6)
      tracked(7)
    }
    #expect(disposed.isEmpty)
    bag = nil
    #expect(disposed == [1, 2, 3, 4, 5, 6, 7])

    var built: DisposeBag? = DisposeBag {
      tracked(8)
      tracked(9)
    }
    _ = built
    built = nil
    #expect(disposed.suffix(2) == [8, 9])
  }

  @Test func disposablesCreateTakesFourOrMore() {
    var count = 0
    let all = Disposables.create(
      Disposables.create { count += 1 }, Disposables.create { count += 1 },
      Disposables.create { count += 1 }, Disposables.create { count += 1 },
      Disposables.create { count += 1 })
    all.dispose()
    #expect(count == 5)
  }
}
