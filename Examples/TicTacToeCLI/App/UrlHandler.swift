/// Where the app hands the deep links it receives, as tutorial 4's `UrlHandler`: Root's
/// interactor, which runs each link's workflow for as long as it is active.
protocol UrlHandler: AnyObject {
  /// Acts on `deepLink`: starts its workflow.
  func handle(_ deepLink: DeepLink)
}
