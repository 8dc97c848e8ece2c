import RIBStreams
import Testing

/// `Single.zip` and `Maybe.zip` of up to eight sources, as in RxSwift 6.
@Suite struct TraitZipArityTests {
  @Test func eightSinglesSucceedWithEveryValue() {
    var tuple: [Int] = []
    var sum = 0
    let one = Single.just(1)
    let subscription = Single.zip(one, one, one, one, one, one, one, Single.just(8))
      .subscribe(onSuccess: { tuple = [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
    let summed = Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }
      .subscribe(onSuccess: { sum = $0 })
    subscription.dispose()
    summed.dispose()
    #expect(tuple == [1, 1, 1, 1, 1, 1, 1, 8])
    #expect(sum == 5)
  }

  @Test func aFailingSingleFailsTheZip() {
    var failure: TestError?
    var succeeded = false
    let subscription = Single.zip(
      Single.just(1), Single.just("a"), Single<Int>.error(TestError("sixth")), Single.just(2),
      Single.just(3), Single.just(4)
    )
    .subscribe(onSuccess: { _ in succeeded = true }, onFailure: { failure = $0 as? TestError })
    subscription.dispose()
    #expect(!succeeded)
    #expect(failure == TestError("sixth"))
  }

  @Test func maybesZipToATupleOrCompleteEmpty() {
    var values: [String] = []
    var completedEmpty = false
    let full = Maybe.zip(Maybe.just(1), Maybe.just("b"), Maybe.just(true))
      .subscribe(onSuccess: { values.append("\($0.0)\($0.1)\($0.2)") })
    let empty = Maybe.zip(Maybe.just(1), Maybe<Int>.empty(), Maybe.just(3)) { $0 + $1 + $2 }
      .subscribe(onSuccess: { values.append("\($0)") }, onCompleted: { completedEmpty = true })
    full.dispose()
    empty.dispose()
    #expect(values == ["1btrue"])
    #expect(completedEmpty)
  }
}
