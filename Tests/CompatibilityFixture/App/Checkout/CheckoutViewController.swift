import RIBCore

/// The checkout screen, as a plain class with stand-ins for its label and buttons.
final class CheckoutViewController: CheckoutPresentable, CheckoutViewControllable {

  weak var listener: CheckoutPresentableListener?

  init() {}

  // MARK: - CheckoutPresentable

  func show(summary: String) {
    summaryLabel = summary
  }

  // MARK: - UIKit stand-ins

  private(set) var summaryLabel: String?

  func tapPay() {
    listener?.pay()
  }

  func tapCancel() {
    listener?.cancel()
  }
}
