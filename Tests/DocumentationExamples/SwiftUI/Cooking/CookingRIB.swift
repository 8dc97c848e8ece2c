// The code of the "RIBs with SwiftUI" guide: Cooking, presented as a full-screen cover.

import Observation
import RIBCore
import RIBSwiftUI

protocol CookingDependency: Dependency {}

protocol CookingListener: AnyObject {
  func cookingDidFinish()
}

protocol CookingPresentableListener: AnyObject {
  func didTapDone()
}

protocol CookingPresentable: Presentable {
  var listener: CookingPresentableListener? { get set }
  func show(recipe: String)
}

@Observable
final class CookingViewModel: CookingPresentable, ViewControllable {
  @ObservationIgnored weak var listener: CookingPresentableListener?
  private(set) var recipe = ""

  func show(recipe: String) { self.recipe = recipe }
}

final class CookingInteractor: PresentableInteractor<CookingPresentable>,
  CookingPresentableListener
{
  weak var listener: CookingListener?
  private let recipe: String

  init(presenter: CookingPresentable, recipe: String) {
    self.recipe = recipe
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(recipe: recipe)
  }

  func didTapDone() { listener?.cookingDidFinish() }
}

final class CookingRouter: ViewableRouter<CookingInteractor, ViewControllable> {}

protocol CookingBuildable: Buildable {
  func build(withListener listener: CookingListener, recipe: String) -> ViewableRouting
}

final class CookingBuilder: Builder<CookingDependency>, CookingBuildable {
  func build(withListener listener: CookingListener, recipe: String) -> ViewableRouting {
    let viewModel = CookingViewModel()
    let interactor = CookingInteractor(presenter: viewModel, recipe: recipe)
    interactor.listener = listener
    return CookingRouter(interactor: interactor, viewController: viewModel)
  }
}
