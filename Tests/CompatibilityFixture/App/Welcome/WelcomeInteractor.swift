import RIBCore
import RIBStreams

protocol WelcomeRouting: ViewableRouting {}

protocol WelcomePresentable: Presentable {
  var listener: WelcomePresentableListener? { get set }
}

final class WelcomeInteractor: PresentableInteractor<WelcomePresentable>, WelcomeInteractable,
  WelcomePresentableListener
{

  weak var router: WelcomeRouting?

  weak var listener: WelcomeListener?

  override init(presenter: WelcomePresentable) {
    super.init(presenter: presenter)
    presenter.listener = self
  }

  // MARK: - WelcomePresentableListener

  func signIn(withName name: String?) {
    let customerName = name ?? ""
    listener?.didSignIn(customerName: customerName.isEmpty ? "Guest" : customerName)
  }
}
