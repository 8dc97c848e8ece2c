// An interactor written the way RIBs teams write them with RxSwift 6 (a service returning
// `Single`, `flatMap`, `withLatestFrom`, `zip`, `catchAndReturn`, a `Driver` for the
// presenter), compiled against RIBCore and RIBStreams with only its imports changed.

import RIBCore
import RIBStreams
import RIBTesting
import Testing

struct Profile: Equatable, Sendable {
  let name: String
  let score: Int
}

enum ProfileServiceError: Error {
  case offline
}

protocol ProfileServicing: AnyObject {
  func profile(id: String) -> Single<Profile>
  func rank(of score: Int) -> Single<Int>
  func save(name: String) -> Completable
}

@MainActor
protocol ProfilePresentable: Presentable {
  var listener: ProfilePresentableListener? { get set }
  func bind(title: Driver<String>, rank: Driver<String>)
}

@MainActor
protocol ProfilePresentableListener: AnyObject {
  var refreshTaps: PublishRelay<Void> { get }
  var saveTaps: PublishRelay<String> { get }
}

@MainActor
final class ProfileInteractor: PresentableInteractor<ProfilePresentable>,
  ProfilePresentableListener
{
  let refreshTaps = PublishRelay<Void>()
  let saveTaps = PublishRelay<String>()
  private let selectedID: BehaviorRelay<String>
  private let service: ProfileServicing
  private(set) var saved: [String] = []

  init(presenter: ProfilePresentable, service: ProfileServicing, selectedID: String) {
    self.service = service
    self.selectedID = BehaviorRelay(value: selectedID)
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()

    let service = self.service
    let profiles = refreshTaps.startWith(())
      .withLatestFrom(selectedID)
      .flatMap { id in
        service.profile(id: id)
          .map { Optional($0) }
          .catchAndReturn(nil)
      }
      .share(replay: 1)

    let title = profiles.map { profile in profile.map { "\($0.name): \($0.score)" } ?? "offline" }
      .asDriver(onErrorJustReturn: "offline")

    let rank = profiles.compactMap { $0 }
      .flatMap { profile in
        Single.zip(service.rank(of: profile.score), Single.just(profile.name))
      }
      .map { rank, name in "\(name) is #\(rank)" }
      .asDriver(onErrorJustReturn: "")

    presenter.bind(title: title, rank: rank)

    saveTaps
      .withUnretained(self)
      .flatMap { owner, name in
        owner.service.save(name: name).andThen(Observable.just(name)).catchAndReturn("")
      }
      .subscribe(with: self, onNext: { owner, name in owner.saved.append(name) })
      .disposeOnDeactivate(interactor: self)
  }
}

@MainActor
final class ProfileViewController: ProfilePresentable, ViewControllable {
  weak var listener: ProfilePresentableListener?
  private(set) var titles: [String] = []
  private(set) var ranks: [String] = []
  let bag = DisposeBag()

  func bind(title: Driver<String>, rank: Driver<String>) {
    title.drive(onNext: { [weak self] in self?.titles.append($0) }).disposed(by: bag)
    rank.drive(onNext: { [weak self] in self?.ranks.append($0) }).disposed(by: bag)
  }
}

final class ProfileServiceStub: ProfileServicing {
  var isOffline = false
  var score = 10

  func profile(id: String) -> Single<Profile> {
    Single.create { [self] single in
      if isOffline {
        single(.failure(ProfileServiceError.offline))
      } else {
        single(.success(Profile(name: id, score: score)))
      }
      return Disposables.create()
    }
  }

  func rank(of score: Int) -> Single<Int> { .just(100 - score) }

  func save(name: String) -> Completable {
    name.isEmpty ? .error(ProfileServiceError.offline) : .empty()
  }
}

@MainActor
@Suite struct RxSwift6InteractorExampleTests {
  @Test func showsTheProfileAndItsRankAndRecoversFromAFailedRequest() {
    let service = ProfileServiceStub()
    let view = ProfileViewController()
    let interactor = ProfileInteractor(presenter: view, service: service, selectedID: "ann")
    interactor.activate()
    #expect(view.titles == ["ann: 10"])
    #expect(view.ranks == ["ann is #90"])

    service.isOffline = true
    interactor.refreshTaps.accept(())
    #expect(view.titles == ["ann: 10", "offline"])

    service.isOffline = false
    service.score = 20
    interactor.refreshTaps.accept(())
    #expect(view.titles == ["ann: 10", "offline", "ann: 20"])
    #expect(view.ranks == ["ann is #90", "ann is #80"])
    interactor.deactivate()
  }

  @Test func savesUntilDeactivated() {
    let service = ProfileServiceStub()
    let view = ProfileViewController()
    let interactor = ProfileInteractor(presenter: view, service: service, selectedID: "ann")
    interactor.activate()
    interactor.saveTaps.accept("bob")
    interactor.saveTaps.accept("")
    interactor.deactivate()
    interactor.saveTaps.accept("carol")
    #expect(interactor.saved == ["bob", ""])
  }

  @Test func anErrorWithoutOnErrorIsReportedWithTheCallSite() {
    let collector = DiagnosticsCollector()
    let line = #line + 2
    collector.collect {
      _ = ProfileServiceStub().save(name: "").subscribe(onCompleted: {})
    }
    let reports = collector.diagnostics(ofKind: .unhandledError)
    #expect(reports.count == 1)
    #expect(reports.first?.line == line)
    #expect(reports.first?.fileID == #fileID)
  }
}
