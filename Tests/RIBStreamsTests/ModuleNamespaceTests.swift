import RIBStreams
import Testing

/// Declarations that qualify types with RxSwift's, RxRelay's and RxCocoa's module names, as
/// apps do where another module has a type of the same name.
private protocol QualifiedSearching {
  func results(for query: String) -> RxSwift.Observable<[String]>
  func firstResult(for query: String) -> RxSwift.Single<String>
}

private struct QualifiedSearch: QualifiedSearching {
  func results(for query: String) -> RxSwift.Observable<[String]> { .just([query]) }
  func firstResult(for query: String) -> RxSwift.Single<String> { .just(query) }
}

@MainActor
@Suite struct ModuleNamespaceTests {
  @Test func typesQualifiedWithRxSwiftsModuleNameAreRIBStreamsTypes() {
    let search: any QualifiedSearching = QualifiedSearch()
    let bag = RxSwift.DisposeBag()
    let subject = RxSwift.PublishSubject<[String]>()
    var received: [[String]] = []
    subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    search.results(for: "ribs").subscribe(subject).disposed(by: bag)
    var first: String?
    search.firstResult(for: "rx").subscribe(onSuccess: { first = $0 }).disposed(by: bag)
    #expect(received == [["ribs"]])
    #expect(first == "rx")
  }

  @Test func relaysAndDriversQualifiedWithTheirModuleNamesAreRIBStreamsTypes() {
    let title = RxRelay.BehaviorRelay<String>(value: "Menu")
    let taps = RxCocoa.PublishRelay<Void>()
    let driver: RxCocoa.Driver<String> = title.asDriver()
    var shown: [String] = []
    var tapCount = 0
    let showing = driver.drive(onNext: { shown.append($0) })
    let tapping = taps.asSignal().emit(onNext: { tapCount += 1 })
    title.accept("Basket")
    taps.accept(())
    #expect(shown == ["Menu", "Basket"])
    #expect(tapCount == 1)
    showing.dispose()
    tapping.dispose()
  }
}
