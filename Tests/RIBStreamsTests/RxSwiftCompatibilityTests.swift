// Written the way an RxSwift user writes it: porting this file from RxSwift/RxRelay means
// replacing `import RxSwift` and `import RxRelay` with `import RIBStreams`, nothing else.
import RIBStreams
import Testing

private enum LoginError: Error {
  case wrongPassword
}

private final class LoginViewModel {
  let username = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  let loginTaps = PublishSubject<Void>()
  let errors = PublishRelay<String>()

  var isLoginEnabled: Observable<Bool> {
    Observable.combineLatest(username.asObservable(), password.asObservable()) { user, pass in
      !user.isEmpty && pass.count >= 4
    }
    .distinctUntilChanged()
  }

  var greetings: Observable<String> {
    loginTaps
      .map { [unowned self] in username.value }
      .filter { !$0.isEmpty }
      .map { "Welcome, \($0)!" }
  }

  func authenticate(_ password: String) -> Observable<String> {
    Observable.create { observer in
      if password == "secret" {
        observer.onNext("token-42")
        observer.onCompleted()
      } else {
        observer.onError(LoginError.wrongPassword)
      }
      return Disposables.create {}
    }
  }
}

@Suite struct RxSwiftCompatibilityTests {
  @Test func rxStyleProgram() {
    let bag = DisposeBag()
    let relay = BehaviorRelay<Int>(value: 1)
    var seen: [String] = []
    relay.map { $0 * 2 }.filter { $0 > 2 }.distinctUntilChanged()
      .subscribe(onNext: { seen.append("v\($0)") }).disposed(by: bag)
    relay.accept(2)
    relay.accept(2)
    relay.accept(3)
    #expect(seen == ["v4", "v6"])
  }

  @Test func viewModelBindings() {
    let disposeBag = DisposeBag()
    let viewModel = LoginViewModel()
    var enabled: [Bool] = []
    var greetings: [String] = []
    viewModel.isLoginEnabled
      .subscribe(onNext: { enabled.append($0) })
      .disposed(by: disposeBag)
    viewModel.greetings
      .subscribe(onNext: { greetings.append($0) })
      .disposed(by: disposeBag)

    viewModel.username.accept("alice")
    viewModel.password.accept("pass")
    viewModel.loginTaps.onNext(())
    #expect(enabled == [false, true])
    #expect(greetings == ["Welcome, alice!"])
  }

  @Test func createWithDisposablesCreate() {
    let disposeBag = DisposeBag()
    let viewModel = LoginViewModel()
    var token: String?
    var failure: Error?
    viewModel.authenticate("secret")
      .subscribe(onNext: { token = $0 }, onError: { failure = $0 })
      .disposed(by: disposeBag)
    viewModel.authenticate("nope")
      .subscribe(
        onNext: { _ in },
        onError: { error in failure = error },
        onCompleted: {},
        onDisposed: {}
      )
      .disposed(by: disposeBag)
    #expect(token == "token-42")
    #expect(failure as? LoginError == .wrongPassword)
  }

  @Test func relaysBindAndReplay() {
    let disposeBag = DisposeBag()
    let source = PublishSubject<Int>()
    let latest = BehaviorRelay<Int>(value: 0)
    source.bind(to: latest).disposed(by: disposeBag)
    source.onNext(5)
    #expect(latest.value == 5)

    let replayed = ReplaySubject<Int>.create(bufferSize: 1)
    replayed.onNext(1)
    replayed.onNext(2)
    var seen: [Int] = []
    replayed.subscribe(onNext: { seen.append($0) }).disposed(by: disposeBag)
    #expect(seen == [2])
  }

  @Test func everydayOperators() {
    let disposeBag = DisposeBag()
    let selected = BehaviorSubject<Int>(value: 0)
    let scores = [BehaviorRelay(value: 10), BehaviorRelay(value: 20)]
    var shown: [String] = []
    selected
      .flatMapLatest { scores[$0] }
      .scan(0) { $0 + $1 }
      .skip(1)
      .take(2)
      .startWith(-1)
      .compactMap { $0 >= 0 ? "total \($0)" : nil }
      .do(onNext: { _ in })
      .share(replay: 1)
      .subscribe(onNext: { shown.append($0) })
      .disposed(by: disposeBag)
    scores[0].accept(5)
    selected.onNext(1)
    #expect(shown == ["total 15", "total 35"])

    var merged: [Int] = []
    Observable.merge(Observable.just(1), Observable.of(2, 3), Observable.from([4]))
      .subscribe(onNext: { merged.append($0) })
      .disposed(by: disposeBag)
    // `just` emits at once, `of` and `from` in turns: RxSwift 6.10.2 gives the same order.
    #expect(merged == [1, 2, 4, 3])
  }

  @Test func schedulersCompile() {
    let disposeBag = DisposeBag()
    let subject = PublishSubject<String>()
    subject
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { _ in })
      .disposed(by: disposeBag)
    subject
      .observe(on: MainScheduler.asyncInstance)
      .subscribe(onNext: { _ in })
      .disposed(by: disposeBag)
    subject
      .observe(on: SerialDispatchQueueScheduler(qos: .default))
      .subscribe()
      .disposed(by: disposeBag)
    let observer: AnyObserver<String> = subject.asObserver()
    observer.onNext("compiles")
  }

  @Test func weakOwnerSubscription() {
    final class Screen {
      let disposeBag = DisposeBag()
      var title = ""
    }
    let titles = PublishRelay<String>()
    let screen = Screen()
    titles
      .subscribe(with: screen, onNext: { screen, title in screen.title = title })
      .disposed(by: screen.disposeBag)
    titles.accept("Home")
    #expect(screen.title == "Home")
  }
}
