import RIBCore

/// What Root's scope gives the Ordering scope: Ordering has no view, so it shows its children
/// in Root's.
extension RootComponent: OrderingDependency {

  var orderingViewController: OrderingViewControllable {
    return rootViewController
  }

  var drinks: [Drink] {
    return dependency.drinks
  }
}
