import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI

// A small SwiftUI-style app, written as RIBs apps are, with each view model's `render()` doing
// what its SwiftUI `body` would: read the model, and the views of the RIBs it shows.
//
// Root (a window's slot) ── Session (view-less; lent Root's slot)
//                              └── Catalog (a navigation stack and a sheet)
//                                    ├── Detail (pushed)
//                                    └── Info (presented as a sheet)

// MARK: - Root

@MainActor protocol RootViewControllable: ViewControllable {
  var content: ViewSlot { get }
}

@MainActor
@Observable
final class RootViewModel: RootViewControllable {
  let content = ViewSlot()

  func render() -> String { "Root(\(renderShown(content.content)))" }
}

final class RootInteractor: Interactor {}

final class RootRouter: LaunchRouter<RootInteractor, RootViewControllable> {
  private(set) var session: SessionRouter?

  func startSession() {
    let session = SessionRouter(
      interactor: SessionInteractor(), slot: viewController.content)
    self.session = session
    attachChild(session)
  }

  func endSession() {
    guard let session else { return }
    detachChild(session)
    self.session = nil
  }
}

// MARK: - Session (view-less)

final class SessionInteractor: Interactor {
  weak var router: SessionRouter?

  override func didBecomeActive() {
    super.didBecomeActive()
    router?.routeToCatalog()
  }

  override func willResignActive() {
    super.willResignActive()
    router?.cleanupViews()
  }
}

final class SessionRouter: Router<SessionInteractor> {
  /// The slot of Root's view, lent to this view-less RIB.
  private let slot: ViewSlot
  private(set) var catalog: CatalogRouter?

  init(interactor: SessionInteractor, slot: ViewSlot) {
    self.slot = slot
    super.init(interactor: interactor)
    interactor.router = self
  }

  func routeToCatalog() {
    let viewModel = CatalogViewModel()
    let catalog = CatalogRouter(
      interactor: CatalogInteractor(presenter: viewModel), viewController: viewModel)
    self.catalog = catalog
    attachChild(catalog, in: slot)
  }

  /// As upstream's view-less RIBs do: take its children's views off the lent view.
  func cleanupViews() {
    slot.clear()
    catalog = nil
  }
}

// MARK: - Catalog

@MainActor protocol CatalogPresentableListener: AnyObject {
  func didSelect(book: String)
}

@MainActor protocol CatalogPresentable: Presentable {
  var listener: CatalogPresentableListener? { get set }
  func show(books: [String])
}

@MainActor protocol CatalogViewControllable: ViewControllable {
  var stack: ViewStack { get }
  var modal: ModalPresentation { get }
}

@MainActor
@Observable
final class CatalogViewModel: CatalogPresentable, CatalogViewControllable {
  @ObservationIgnored weak var listener: CatalogPresentableListener?
  private(set) var books: [String] = []
  let stack = ViewStack()
  let modal = ModalPresentation()

  func show(books: [String]) { self.books = books }

  // What a button in a list row does.
  func tap(book: String) { listener?.didSelect(book: book) }

  func render() -> String {
    let pushed = stack.path.map(renderShown).joined(separator: ", ")
    let sheet = modal.presentedAsSheet.map(renderShown) ?? "-"
    return "Catalog(\(books.joined(separator: ",")) stack:[\(pushed)] sheet:\(sheet))"
  }
}

final class CatalogInteractor: PresentableInteractor<CatalogPresentable>,
  CatalogPresentableListener,
  DetailListener
{
  weak var router: CatalogRouter?

  override init(presenter: CatalogPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(books: ["Dune", "Emma"])
  }

  func didSelect(book: String) { router?.routeToDetail(book: book) }
  func detailWantsInfo(book: String) { router?.routeToInfo(book: book) }
  func detailWantsClose() { router?.routeBackFromDetail() }
}

final class CatalogRouter: ViewableRouter<CatalogInteractor, CatalogViewControllable> {
  override init(interactor: CatalogInteractor, viewController: CatalogViewControllable) {
    super.init(interactor: interactor, viewController: viewController)
    interactor.router = self
  }

  func routeToDetail(book: String) {
    let viewModel = DetailViewModel()
    let interactor = DetailInteractor(presenter: viewModel, book: book)
    interactor.listener = self.interactor
    attachChild(
      DetailRouter(interactor: interactor, viewController: viewModel),
      pushingOnto: viewController.stack)
  }

  func routeBackFromDetail() { viewController.stack.pop() }

  func routeToInfo(book: String) {
    let viewModel = InfoViewModel(text: "About \(book)")
    attachChild(
      InfoRouter(interactor: Interactor(), viewController: viewModel),
      presentingIn: viewController.modal)
  }
}

// MARK: - Detail

@MainActor protocol DetailListener: AnyObject {
  func detailWantsInfo(book: String)
  func detailWantsClose()
}

@MainActor protocol DetailPresentableListener: AnyObject {
  func didTapInfo()
  func didTapClose()
}

@MainActor protocol DetailPresentable: Presentable {
  var listener: DetailPresentableListener? { get set }
  func show(title: String)
}

@MainActor
@Observable
final class DetailViewModel: DetailPresentable, ViewControllable {
  @ObservationIgnored weak var listener: DetailPresentableListener?
  private(set) var title = ""

  func show(title: String) { self.title = title }
  func tapInfo() { listener?.didTapInfo() }
  func tapClose() { listener?.didTapClose() }
  func render() -> String { "Detail(\(title))" }
}

final class DetailInteractor: PresentableInteractor<DetailPresentable>,
  DetailPresentableListener
{
  weak var listener: DetailListener?
  private let book: String

  init(presenter: DetailPresentable, book: String) {
    self.book = book
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(title: book)
  }

  func didTapInfo() { listener?.detailWantsInfo(book: book) }
  func didTapClose() { listener?.detailWantsClose() }
}

final class DetailRouter: ViewableRouter<DetailInteractor, ViewControllable> {}

// MARK: - Info

@MainActor
@Observable
final class InfoViewModel: ViewControllable {
  let text: String

  init(text: String) { self.text = text }

  func render() -> String { "Info(\(text))" }
}

final class InfoRouter: ViewableRouter<Interactor, ViewControllable> {}

// MARK: - Rendering

/// What a `RIBView` of `shown` renders.
@MainActor
func renderShown(_ shown: PresentedView?) -> String {
  switch shown?.viewControllable {
  case nil: "-"
  case let model as CatalogViewModel: model.render()
  case let model as DetailViewModel: model.render()
  case let model as InfoViewModel: model.render()
  case let model as RootViewModel: model.render()
  case let other?: "\(type(of: other))"
  }
}

@MainActor
func renderShown(_ shown: PresentedView) -> String { renderShown(Optional(shown)) }
