import RIBCore

/// A stand-in for a presenter or a view controller as its interactor sees it.
///
/// Subclass it to mock your RIB's `…Presentable` protocol:
///
/// ```swift
/// final class OffGamePresentableMock: PresentableMock, OffGamePresentable {
///   var listener: OffGamePresentableListener?
///
///   let setScoreFunction = MockFunction<Score, Void>("OffGamePresentableMock.set")
///   var setScoreCallCount: Int { setScoreFunction.callCount }
///   func set(score: Score) { setScoreFunction.call(score) }
/// }
///
/// let interactor = OffGameInteractor(presenter: OffGamePresentableMock(), …)
/// ```
@preconcurrency @MainActor
open class PresentableMock: Presentable {
  /// Creates a presenter.
  public init() {}
}
