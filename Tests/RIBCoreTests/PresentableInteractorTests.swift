import RIBCore
import Testing

@MainActor
protocol GreetingPresentable: Presentable {
  func show(greeting: String)
}

@MainActor
final class GreetingViewController: GreetingPresentable, ViewControllable {
  private(set) var shownGreetings: [String] = []

  func show(greeting: String) { shownGreetings.append(greeting) }
}

@MainActor
final class GreetingInteractor: PresentableInteractor<GreetingPresentable> {
  override func didBecomeActive() {
    super.didBecomeActive()
    presenter.show(greeting: "hello")
  }
}

@MainActor
final class GreetingPresenter: Presenter<GreetingViewController>, GreetingPresentable {
  func show(greeting: String) { viewController.show(greeting: greeting.uppercased()) }
}

@MainActor
@Suite struct PresentableInteractorTests {
  @Test func holdsItsPresenter() {
    let viewController = GreetingViewController()
    let interactor = GreetingInteractor(presenter: viewController)

    #expect(interactor.presenter === viewController)
    #expect(!interactor.isActive)
  }

  @Test func talksToItsPresenterOnceActive() {
    let viewController = GreetingViewController()
    let interactor = GreetingInteractor(presenter: viewController)
    #expect(viewController.shownGreetings.isEmpty)

    interactor.activate()

    #expect(interactor.isActive)
    #expect(viewController.shownGreetings == ["hello"])
  }

  @Test func presenterHoldsItsViewController() {
    let viewController = GreetingViewController()
    let presenter = GreetingPresenter(viewController: viewController)
    let interactor = GreetingInteractor(presenter: presenter)

    interactor.activate()

    #expect(presenter.viewController === viewController)
    #expect(viewController.shownGreetings == ["HELLO"])
  }

  @Test func registersItsPresenterWithTheLeakDetectorWhenDeallocated() {
    let leaks = QuietLeakDetection()
    let viewController = GreetingViewController()

    leaks.scope {
      _ = GreetingInteractor(presenter: viewController)
    }
    #expect(leaks.detector.pendingExpectationCount == 1)
    leaks.advancePastAllDeadlines()

    // The test still holds the presenter, so it is reported.
    #expect(leaks.diagnostics.kinds == [.leak])
    #expect(
      leaks.diagnostics.diagnostics.first?.subjects.map(\.typeName) == ["GreetingViewController"])
  }
}
