// The code of the "RIBs with SwiftUI" guide: ShoppingList, presented as a sheet.

import Observation
import RIBCore
import RIBStreams
import RIBSwiftUI

protocol ShoppingListDependency: Dependency {
  var favorites: BehaviorRelay<Set<String>> { get }
}

protocol ShoppingListListener: AnyObject {
  func shoppingListDidFinish()
}

protocol ShoppingListPresentableListener: AnyObject {
  func didTapDone()
}

@Observable
final class ShoppingListViewModel: Presentable, ViewControllable {
  @ObservationIgnored weak var listener: ShoppingListPresentableListener?
  /// The favourite recipes, whose ingredients to buy.
  var recipes: [String] = []
}

/// Its presenter is the view model itself, not a protocol: `bind(to:_:)` needs a class.
final class ShoppingListInteractor: PresentableInteractor<ShoppingListViewModel>,
  ShoppingListPresentableListener
{
  weak var listener: ShoppingListListener?
  private let favorites: BehaviorRelay<Set<String>>

  init(presenter: ShoppingListViewModel, favorites: BehaviorRelay<Set<String>>) {
    self.favorites = favorites
    super.init(presenter: presenter)
    presenter.listener = self
  }

  override func didBecomeActive() {
    super.didBecomeActive()
    favorites.asObservable()
      .map { $0.sorted() }
      .bind(to: presenter, \.recipes)
      .disposeOnDeactivate(interactor: self)
  }

  func didTapDone() { listener?.shoppingListDidFinish() }
}

final class ShoppingListRouter: ViewableRouter<ShoppingListInteractor, ViewControllable> {}

protocol ShoppingListBuildable: Buildable {
  func build(withListener listener: ShoppingListListener) -> ViewableRouting
}

final class ShoppingListBuilder: Builder<ShoppingListDependency>, ShoppingListBuildable {
  func build(withListener listener: ShoppingListListener) -> ViewableRouting {
    let viewModel = ShoppingListViewModel()
    let interactor = ShoppingListInteractor(presenter: viewModel, favorites: dependency.favorites)
    interactor.listener = listener
    return ShoppingListRouter(interactor: interactor, viewController: viewModel)
  }
}
