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
@preconcurrency @MainActor
open class PresentableInteractor<PresenterType>: Interactor {
  /// The presenter (often the view controller itself).
  public let presenter: PresenterType

  // The detector in force at creation; see `Router.leakDetector` for why not at deinit.
  private let leakDetector = LeakDetector.instance

  /// The presenter, when it is an object, for the leak detector: the deinit hands it to the
  /// main actor, and only its identity and lifetime are used there.
  private nonisolated(unsafe) let presenterObject: AnyObject?

  /// Creates an inactive interactor that drives `presenter`.
  public init(presenter: PresenterType) {
    self.presenter = presenter
    let presenter = presenter as Any
    presenterObject = type(of: presenter) is AnyObject.Type ? presenter as AnyObject : nil
  }

  deinit {
    // The presenter should go with its interactor; if something else still holds it, that is
    // a leak worth knowing about.
    guard let presenterObject else { return }
    let state = TeardownState(
      (
        presenter: presenterObject, leakDetector: leakDetector,
        owner: type(of: self) as AnyObject.Type
      ))
    MainActorTeardown.run {
      guard let state = state.take() else { return }
      state.leakDetector.expectDeallocate(object: state.presenter, source: .owner(state.owner))
    }
  }
}
