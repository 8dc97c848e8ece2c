import RIBCore

@MainActor
protocol RootRouting: ViewableRouting {}

@MainActor
protocol RootPresentable: Presentable {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
  weak var router: RootRouting?
}
