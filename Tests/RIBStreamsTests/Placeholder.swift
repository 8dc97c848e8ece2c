import RIBStreams
import Testing

@Test func rxStyleProgram() {
  let bag = DisposeBag()
  let relay = BehaviorRelay<Int>(value: 1)
  var seen: [String] = []
  relay.map { $0 * 2 }.filter { $0 > 2 }.distinctUntilChanged()
    .subscribe(onNext: { seen.append("v\($0)") }).disposed(by: bag)
  relay.accept(2); relay.accept(2); relay.accept(3)
  #expect(seen == ["v4", "v6"])
}

@Test func reentrantOrder() {
  let subject = PublishSubject<Int>()
  var a: [Int] = [], b: [Int] = []
  _ = subject.subscribe(onNext: { v in a.append(v); if v == 1 { subject.onNext(2) } })
  _ = subject.subscribe(onNext: { b.append($0) })
  subject.onNext(1)
  #expect(a == [1, 2])
  #expect(b == [1, 2])
}
