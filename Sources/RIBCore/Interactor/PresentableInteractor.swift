/// An interactor that owns a presenter: the RIB has a view, and its interactor talks to it
/// through the presentable protocol.
///
/// ```swift
/// final class LoggedOutInteractor: PresentableInteractor<LoggedOutPresentable>,
///   LoggedOutInteractable, LoggedOutPresentableListener
/// {
///   override init(presenter: LoggedOutPresentable) {
///     super.init(presenter: presenter)
///     presenter.listener = self
///   }
/// }
/// ```
@MainActor
open class PresentableInteractor<PresenterType>: Interactor {
  /// The presenter (often the view controller itself).
  public let presenter: PresenterType

  // The detector in force at creation; see `Router.leakDetector` for why not at deinit.
  private let leakDetector = LeakDetector.instance

  /// Creates an inactive interactor that drives `presenter`.
  public init(presenter: PresenterType) {
    self.presenter = presenter
  }

  isolated deinit {
    // The presenter should go with its interactor; if something else still holds it, that is
    // a leak worth knowing about.
    if type(of: presenter as Any) is AnyObject.Type {
      leakDetector.expectDeallocate(object: presenter as AnyObject, source: .owner(type(of: self)))
    }
  }
}
