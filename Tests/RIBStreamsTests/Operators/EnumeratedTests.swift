import RIBStreams
import Testing

@Suite struct EnumeratedTests {
  @Test func valuesArePairedWithTheirPositionThenTheTerminalEventPassesThrough() {
    var pairs: [String] = []
    var completed = false
    _ = Observable.of("a", "b", "c").enumerated()
      .subscribe(
        onNext: { index, element in pairs.append("\(index):\(element)") },
        onCompleted: { completed = true })
    #expect(pairs == ["0:a", "1:b", "2:c"])
    #expect(completed)
  }

  @Test func eachSubscriptionCountsFromZero() {
    let subject = PublishSubject<String>()
    let enumerated = subject.enumerated()
    var first: [Int] = []
    var second: [Int] = []
    let a = enumerated.subscribe(onNext: { first.append($0.index) })
    subject.onNext("x")
    subject.onNext("y")
    let b = enumerated.subscribe(onNext: { second.append($0.index) })
    subject.onNext("z")
    #expect(first == [0, 1, 2])
    #expect(second == [0])
    a.dispose()
    b.dispose()
  }

  @Test func anErrorEndsTheSequence() {
    var indices: [Int] = []
    var failure: (any Error)?
    _ = Observable<Int>.concat(.just(5), .error(TestError()), .just(6)).enumerated()
      .subscribe(onNext: { indices.append($0.index) }, onError: { failure = $0 })
    #expect(indices == [0])
    #expect(failure is TestError)
  }
}
