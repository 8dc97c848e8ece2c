/// Translates an interactor's business models into view models, for RIBs whose view needs it.
///
/// Most RIBs let the view controller adopt the `Presentable` protocol directly; a separate
/// presenter is worth it when formatting logic would otherwise bloat the view.
///
/// ```swift
/// final class ScorePresenter: Presenter<ScoreViewControllable>, ScorePresentable {
///   func show(score: Score) { viewController.display("\(score.player1) – \(score.player2)") }
/// }
/// ```
@preconcurrency @MainActor
open class Presenter<ViewControllerType>: Presentable {
  /// The view this presenter drives.
  public let viewController: ViewControllerType

  /// Creates a presenter for `viewController`.
  public init(viewController: ViewControllerType) {
    self.viewController = viewController
  }
}
