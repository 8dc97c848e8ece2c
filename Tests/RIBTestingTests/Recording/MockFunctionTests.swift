import Dispatch
import RIBCore
import RIBTesting
import Testing

/// A protocol of the kind users mock, with a class-typed result that has no default.
@MainActor
private protocol ScoreBuildable: AnyObject {
  func build(
    withListener listener: AnyObject, player1Name: String, player2Name: String
  )
    -> any Routing
}

/// A user-side builder mock, written as the documentation suggests.
@MainActor
private final class ScoreBuildableMock: ScoreBuildable {
  let build = MockFunction<AnyObject, String, String, any Routing>(
    "ScoreBuildableMock.build", fallback: RoutingMock(interactable: InteractableMock()))
  var buildHandler: ((AnyObject, String, String) -> any Routing)? {
    get { build.handler }
    set { build.handler = newValue }
  }
  var buildCallCount: Int { build.callCount }

  func build(
    withListener listener: AnyObject, player1Name: String, player2Name: String
  )
    -> any Routing
  {
    build.call(listener, player1Name, player2Name)
  }
}

@MainActor
@Suite struct MockFunctionTests {
  @Test func countsCallsAndKeepsArgumentsInOrder() {
    let function = MockFunction<Int, String, Void>("Mock.method")
    function.call(1, "a")
    function.call(2, "b")
    #expect(function.callCount == 2)
    #expect(function.argValues.map(\.0) == [1, 2])
    #expect(function.argValues.map(\.1) == ["a", "b"])
  }

  @Test func aSingleArgumentIsKeptAsItself() {
    let function = MockFunction<String, Void>("Mock.method")
    function.call("only")
    let arguments: [String] = function.argValues
    #expect(arguments == ["only"])
  }

  @Test func theHandlerReceivesTheArgumentsAndItsResultIsReturned() {
    let function = MockFunction<Int, Int, Int>("Mock.add")
    function.handler = { $0 + $1 }
    #expect(function.call(2, 3) == 5)
    #expect(function.callCount == 1)
  }

  @Test func obviousResultsDefaultWithoutFailing() {
    let failures = TestFailureCollector()
    failures.collect {
      #expect(MockFunction<Int>("Mock.count").call() == 0)
      #expect(MockFunction<Bool>("Mock.flag").call() == false)
      #expect(MockFunction<String>("Mock.text").call() == "")
      #expect(MockFunction<[Int]>("Mock.list").call() == [])
      #expect(MockFunction<String?>("Mock.maybe").call() == nil)
      MockFunction<Void>("Mock.action").call()
    }
    #expect(failures.failures.isEmpty)
  }

  @Test func anExplicitDefaultIsReturnedWithoutFailing() {
    let failures = TestFailureCollector()
    let function = MockFunction<Int, Int>("Mock.square", default: 42)
    failures.collect {
      #expect(function.call(3) == 42)
    }
    #expect(failures.failures.isEmpty)
    function.handler = { $0 * $0 }
    #expect(function.call(3) == 9)
  }

  @Test func aForgottenHandlerFailsWithTheMockAndMethodNamesAndReturnsTheFallback() {
    let mock = ScoreBuildableMock()
    let failures = TestFailureCollector()
    let router = failures.collect {
      mock.build(withListener: Holder(), player1Name: "a", player2Name: "b")
    }
    #expect(router is RoutingMock)
    #expect(mock.buildCallCount == 1)
    #expect(failures.failures.count == 1)
    let message = failures.messages.first ?? ""
    #expect(message.hasPrefix("ScoreBuildableMock.build was called, but its handler is not set"))
    #expect(message.contains("Set buildHandler before the call"))
    #expect(message.contains("its result (Routing) has no default value"))
    // The failure points at the mock's method, where `call` was made.
    #expect(failures.failures.first?.fileID.hasSuffix("MockFunctionTests.swift") == true)
  }

  @Test func aForgottenHandlerRecordsASwiftTestingIssue() {
    let mock = ScoreBuildableMock()
    withKnownIssue {
      _ = mock.build(withListener: Holder(), player1Name: "a", player2Name: "b")
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasPrefix("ScoreBuildableMock.build was called, but its handler")
      }
    }
    #expect(mock.buildCallCount == 1)
  }

  @Test func withAHandlerTheCallDoesNotFail() {
    let mock = ScoreBuildableMock()
    let child = RoutingMock(interactable: InteractableMock())
    var received: (String, String)?
    mock.buildHandler = { _, player1, player2 in
      received = (player1, player2)
      return child
    }
    let failures = TestFailureCollector()
    let router = failures.collect {
      mock.build(withListener: Holder(), player1Name: "1", player2Name: "2")
    }
    #expect(router === child)
    #expect(received?.0 == "1" && received?.1 == "2")
    #expect(failures.failures.isEmpty)
  }

  @Test func callIfHandledReturnsNilWithoutAHandlerAndNeverFails() {
    let function = MockFunction<Int, Int>("Mock.value", fallback: -1)
    let failures = TestFailureCollector()
    failures.collect {
      #expect(function.callIfHandled(1) == nil)
      function.handler = { $0 + 1 }
      #expect(function.callIfHandled(1) == 2)
    }
    #expect(failures.failures.isEmpty)
    #expect(function.callCount == 2)
  }

  @Test func resetForgetsCallsButKeepsTheHandler() {
    let function = MockFunction<Int, Int>("Mock.value", default: 0)
    function.handler = { $0 * 10 }
    function.call(1)
    function.reset()
    #expect(function.callCount == 0)
    #expect(function.argValues.isEmpty)
    #expect(function.call(2) == 20)
  }

  @Test func argumentsAreNotKeptWhenAskedNotTo() {
    let function = MockFunction<Holder, Void>("Mock.take", keepsArgValues: false)
    weak var weakHolder: Holder?
    do {
      let holder = Holder()
      weakHolder = holder
      function.call(holder)
    }
    #expect(function.callCount == 1)
    #expect(function.argValues.isEmpty)
    #expect(weakHolder == nil)
  }

  @Test func theHandlerMayCallTheFunctionAgain() {
    let function = MockFunction<Int, Int>("Mock.countdown", default: 0)
    function.handler = { value in value == 0 ? 0 : function.call(value - 1) + 1 }
    #expect(function.call(3) == 3)
    #expect(function.callCount == 4)
    function.handler = nil
  }

  @Test func callsFromManyThreadsAreAllCounted() {
    let function = MockFunction<Int, Void>("Mock.concurrent")
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<250 { function.call(thread * 1000 + index) }
    }
    #expect(function.callCount == 2000)
    #expect(Set(function.argValues).count == 2000)
  }
}
