// What the Workflows guide says about OpenMessageWorkflow.

import RIBCore
import RIBStreams
import Testing

@testable import DocumentationExamples

/// Stand-ins for the interactors, which adopt the actionable item protocols in an app. They are
/// not interactors, so the steps run at once instead of waiting for activation.
private final class FakeApp: AppActionableItem {
  let inbox: FakeInbox
  let loggedIn = PublishSubject<Void>()
  init(inbox: FakeInbox) { self.inbox = inbox }

  func waitForLogin() -> Observable<(InboxActionableItem, Void)> {
    loggedIn.map { [inbox] in (inbox, ()) }
  }
}

private final class FakeInbox: InboxActionableItem {
  var log: [String] = []
  let conversations: [String: FakeConversation]
  init(conversations: [String: FakeConversation]) { self.conversations = conversations }

  func markAllAsRead() -> Observable<(InboxActionableItem, Void)> {
    log.append("marked all as read")
    return .just((self, ()))
  }

  func openConversation(withId id: String) -> Observable<(ConversationActionableItem, Void)> {
    guard let conversation = conversations[id] else {
      return .error(DeepLinkError.noSuchConversation(id))
    }
    log.append("opened conversation \(id)")
    return .just((conversation, ()))
  }
}

private final class FakeConversation: ConversationActionableItem {
  var log: [String] = []

  func scroll(toMessage messageId: String) -> Observable<(ConversationActionableItem, Void)> {
    log.append("scrolled to message \(messageId)")
    return .just((self, ()))
  }
}

@MainActor
@Suite struct WorkflowsGuideTests {
  @Test func bothBranchesRunAfterLoginAndTheWorkflowCompletesOnce() {
    let conversation = FakeConversation()
    let inbox = FakeInbox(conversations: ["42": conversation])
    let app = FakeApp(inbox: inbox)
    let workflow = OpenMessageWorkflow(conversationId: "42", messageId: "7")

    let subscription = workflow.subscribe(app)
    #expect(inbox.log.isEmpty)  // waiting for login
    app.loggedIn.onNext(())

    #expect(inbox.log == ["marked all as read", "opened conversation 42"])
    #expect(conversation.log == ["scrolled to message 7"])
    #expect(workflow.outcome == "opened")
    subscription.dispose()
  }

  @Test func anErrorStopsItsChainAndIsReportedOnce() {
    let inbox = FakeInbox(conversations: [:])
    let app = FakeApp(inbox: inbox)
    let workflow = OpenMessageWorkflow(conversationId: "99", messageId: "7")

    let subscription = workflow.subscribe(app)
    app.loggedIn.onNext(())

    #expect(inbox.log == ["marked all as read"])
    #expect(workflow.outcome == "failed: noSuchConversation(\"99\")")
    subscription.dispose()
  }
}
