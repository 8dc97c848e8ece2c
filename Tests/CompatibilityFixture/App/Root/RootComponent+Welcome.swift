import RIBCore

/// What Root's scope gives the Welcome scope.
extension RootComponent: WelcomeDependency {

  var cafeName: String {
    return dependency.cafeName
  }
}
