// A search RIB's interactor as RIBs teams write them with RxSwift 6: a scheduler injected for
// the debounce, a relay fed by the presenter, results shown through the presenter. Only the
// imports differ from the RxSwift original (`import RIBs`, `import RxSwift`, `import RxRelay`).

import RIBCore
import RIBStreams

protocol SearchRouting: ViewableRouting {}

protocol SearchPresentable: Presentable {
  var listener: SearchPresentableListener? { get set }
  func show(results: [String])
  func showSearchFailed()
}

protocol SearchPresentableListener: AnyObject {
  func didChangeQuery(_ query: String)
}

protocol SearchListener: AnyObject {
  func searchDidSelect(result: String)
}

protocol SearchServicing {
  func search(_ query: String) -> Observable<[String]>
}

final class SearchInteractor: PresentableInteractor<SearchPresentable>, SearchPresentableListener {
  weak var router: SearchRouting?
  weak var listener: SearchListener?

  private let searchService: SearchServicing
  private let scheduler: SchedulerType
  private let queryRelay = PublishRelay<String>()

  init(presenter: SearchPresentable, searchService: SearchServicing, scheduler: SchedulerType) {
    self.searchService = searchService
    self.scheduler = scheduler
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    let searchService = searchService
    let scheduler = scheduler
    queryRelay
      .debounce(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { query in
        searchService.search(query)
          .timeout(.seconds(5), scheduler: scheduler)
      }
      .observe(on: scheduler)
      .subscribe(
        onNext: { [weak self] results in self?.presenter.show(results: results) },
        onError: { [weak self] _ in self?.presenter.showSearchFailed() }
      )
      .disposeOnDeactivate(interactor: self)
  }

  // MARK: - SearchPresentableListener

  func didChangeQuery(_ query: String) {
    queryRelay.accept(query)
  }
}
