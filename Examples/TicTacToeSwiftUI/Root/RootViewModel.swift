import Observation
import RIBCore
import RIBSwiftUI

/// Root's view: the window's content. It shows the screen presented last, as the terminal's
/// root does; LoggedIn (view-less) presents its children here too.
@Observable
final class RootViewModel: RootPresentable, RootViewControllable, LoggedInViewControllable {
  @ObservationIgnored weak var listener: RootPresentableListener?
  /// What the root view shows: the top of `presented`.
  let screen = ViewSlot()
  // The routers present before they dismiss, or dismiss what is under the top: the slot shows
  // whichever is on top.
  @ObservationIgnored private var presented: [ViewControllable] = []

  func present(viewController: ViewControllable) {
    presented.append(viewController)
    screen.show(viewController)
  }

  func dismiss(viewController: ViewControllable) {
    guard let index = presented.lastIndex(where: { $0 === viewController }) else { return }
    presented.remove(at: index)
    guard let top = presented.last else {
      screen.clear()
      return
    }
    if screen.content?.viewControllable !== top {
      screen.show(top)
    }
  }
}
