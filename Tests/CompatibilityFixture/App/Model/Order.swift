/// The drinks a customer has picked so far, in the order they picked them.
struct Order: Equatable {
  var drinks: [Drink]

  static let empty = Order(drinks: [])

  var totalInCents: Int {
    drinks.reduce(0) { $0 + $1.priceInCents }
  }

  /// "2 items, 6.00", as the menu's basket and the checkout show it.
  var summary: String {
    "\(drinks.count) item\(drinks.count == 1 ? "" : "s"), \(priceText(cents: totalInCents))"
  }
}
