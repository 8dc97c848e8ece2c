import RIBCore
import RIBStreams

protocol CheckoutRouting: ViewableRouting {}

protocol CheckoutPresentable: Presentable {
  var listener: CheckoutPresentableListener? { get set }
  func show(summary: String)
}

final class CheckoutInteractor: PresentableInteractor<CheckoutPresentable>,
  CheckoutInteractable, CheckoutPresentableListener
{

  weak var router: CheckoutRouting?

  weak var listener: CheckoutListener?

  init(presenter: CheckoutPresentable, customerName: String, orderStream: OrderStream) {
    self.customerName = customerName
    self.orderStream = orderStream
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()

    let customerName = self.customerName
    orderStream.currentOrder
      .map { order in "\(customerName): \(order.summary)" }
      .subscribe(onNext: { [weak self] summary in
        self?.presenter.show(summary: summary)
      })
      .disposeOnDeactivate(interactor: self)
  }

  // MARK: - CheckoutPresentableListener

  func pay() {
    listener?.checkoutDidPay()
  }

  func cancel() {
    listener?.checkoutDidCancel()
  }

  // MARK: - Private

  private let customerName: String
  private let orderStream: OrderStream
}
