/// Something on the café's menu.
struct Drink: Equatable {
  let name: String
  let priceInCents: Int
}

/// Formats an amount of cents as "3.50", without Foundation.
func priceText(cents: Int) -> String {
  let remainder = cents % 100
  return "\(cents / 100).\(remainder < 10 ? "0" : "")\(remainder)"
}
