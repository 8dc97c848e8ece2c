import RIBCore

/// The app's scope: what lives as long as the app and is handed down to the RIBs that need it.
class AppComponent: Component<EmptyDependency>, RootDependency {

  let cafeName = "Corner Café"

  let drinks = [
    Drink(name: "Espresso", priceInCents: 250),
    Drink(name: "Flat white", priceInCents: 350),
    Drink(name: "Mint tea", priceInCents: 200),
  ]

  init() {
    super.init(dependency: EmptyComponent())
  }
}
