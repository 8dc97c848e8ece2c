import RIBCore

/// The menu screen, as a plain class with stand-ins for its table and buttons.
final class MenuViewController: MenuPresentable, MenuViewControllable {

  weak var listener: MenuPresentableListener?

  init() {}

  // MARK: - MenuPresentable

  func show(drinks: [Drink]) {
    rows = drinks.map { "\($0.name) \(priceText(cents: $0.priceInCents))" }
  }

  func show(basket: String) {
    basketLabel = basket
  }

  // MARK: - UIKit stand-ins

  /// The table's rows.
  private(set) var rows: [String] = []

  /// The basket button's title.
  private(set) var basketLabel: String?

  func tapRow(_ row: Int) {
    listener?.didSelectDrink(at: row)
  }

  func tapCheckout() {
    listener?.didTapCheckout()
  }

  func tapSignOut() {
    listener?.didTapSignOut()
  }
}
