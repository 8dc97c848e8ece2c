import RIBCore
import RIBStreams

protocol RootRouting: ViewableRouting {
  func routeToOrdering(forCustomer customerName: String) -> OrderingActionableItem
  func routeToWelcome()
}

protocol RootPresentable: Presentable {
  var listener: RootPresentableListener? { get set }
  func show(placedOrderCount: Int)
}

protocol RootListener: AnyObject {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable,
  RootPresentableListener, RootActionableItem, UrlHandler
{

  weak var router: RootRouting?

  weak var listener: RootListener?

  override init(presenter: RootPresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - WelcomeListener

  func didSignIn(customerName: String) {
    guard let ordering = router?.routeToOrdering(forCustomer: customerName) else {
      return
    }
    orderingRelay.accept(ordering)
  }

  // MARK: - OrderingListener

  func orderingDidPlace(_ order: Order) {
    placedOrderCount += 1
    presenter.show(placedOrderCount: placedOrderCount)
  }

  func orderingDidSignOut() {
    orderingRelay.accept(nil)
    router?.routeToWelcome()
  }

  // MARK: - RootActionableItem

  func waitForOrdering() -> Observable<(OrderingActionableItem, ())> {
    return orderingRelay.asObservable()
      .compactMap { $0 }
      .map { ordering in (ordering, ()) }
  }

  // MARK: - UrlHandler

  func handle(_ link: String) {
    guard let workflow = ReorderWorkflow(link: link) else {
      return
    }
    workflow.subscribe(self).disposeOnDeactivate(interactor: self)
  }

  // MARK: - Private

  // The Ordering in use, if any, so that a link opened after sign-in does not wait for the next
  // one; emptied on sign-out, so that it does not keep a detached Ordering alive.
  private let orderingRelay = BehaviorRelay<OrderingActionableItem?>(value: nil)
  private var placedOrderCount = 0
}
