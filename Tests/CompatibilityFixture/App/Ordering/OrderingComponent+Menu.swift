import RIBCore

/// What Ordering's scope gives the Menu scope.
extension OrderingComponent: MenuDependency {

  var drinks: [Drink] {
    return dependency.drinks
  }

  var orderStream: OrderStream {
    return mutableOrderStream
  }
}
