// The Testing guide's Swift Testing suite: Greeting's interactor, with a mock view and listener.

import RIBTesting
import Testing

@testable import DocumentationExamples

@MainActor
@Suite(.ribEnvironment) struct GreetingInteractorTests {
  let presenter = GreetingPresentableMock()
  let listener = GreetingListenerMock()
  let interactor: GreetingInteractor

  init() {
    interactor = GreetingInteractor(presenter: presenter, salutation: "Hi")
    interactor.listener = listener
    interactor.activate()
  }

  @Test func theInteractorListensToItsView() {
    #expect(presenter.listener === interactor)
  }

  @Test func aNameIsGreetedWithTheSalutation() {
    interactor.didEnter(name: "Ada")

    #expect(presenter.showFunction.argValues == ["Hi, Ada!"])
    #expect(listener.greetingDidFinishFunction.callCount == 0)
  }

  @Test func anEmptyNameTellsTheParentThatGreetingIsDone() {
    interactor.didEnter(name: "")

    #expect(presenter.showFunction.callCount == 0)
    #expect(listener.greetingDidFinishFunction.callCount == 1)
  }
}
