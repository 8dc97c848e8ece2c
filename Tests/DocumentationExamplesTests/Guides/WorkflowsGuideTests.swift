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

/// A purchases RIB that is ready at once and records what it shows.
@MainActor
final class PurchasesItemStub: PurchasesActionableItem {
  private(set) var shown: [String] = []
  private let (shows, showsContinuation) = AsyncStream<String>.makeStream()

  func waitUntilReady() -> Observable<(PurchasesActionableItem, Void)> { .just((self, ())) }

  func show(receipt: String) -> Observable<(PurchasesActionableItem, Void)> {
    shown.append(receipt)
    showsContinuation.yield(receipt)
    return .just((self, ()))
  }

  /// Waits until a receipt is shown.
  func nextShown() async -> String? {
    var iterator = shows.makeAsyncIterator()
    return await iterator.next()
  }
}

/// A fetcher whose fetch the test finishes, or that waits until its task is cancelled.
@MainActor
final class ReceiptFetcherStub: ReceiptFetching {
  private let (receipts, receiptsContinuation) = AsyncStream<String>.makeStream()
  private let (events, eventsContinuation) = AsyncStream<String>.makeStream()
  private(set) var log: [String] = []

  func receipt(withId id: String) async throws -> String {
    record("fetching \(id)")
    for await receipt in receipts { return receipt }
    record("fetch cancelled")
    throw CancellationError()
  }

  func markOpened(receiptId: String) async { record("opened \(receiptId)") }

  func finishFetch(with receipt: String) { receiptsContinuation.yield(receipt) }

  /// Waits for the next entry of the log.
  func nextEvent() async -> String? {
    var iterator = events.makeAsyncIterator()
    return await iterator.next()
  }

  private func record(_ event: String) {
    log.append(event)
    eventsContinuation.yield(event)
  }
}

@MainActor
@Suite(.ribEnvironment) struct ShowReceiptWorkflowTests {
  let purchases = PurchasesItemStub()
  let fetcher = ReceiptFetcherStub()

  @Test func theFetchedReceiptIsShownThenMarkedOpened() async {
    let workflow = ShowReceiptWorkflow(receiptId: "42", fetcher: fetcher)
    let subscription = workflow.subscribe(purchases)
    #expect(await fetcher.nextEvent() == "fetching 42")

    fetcher.finishFetch(with: "Receipt 42: 3 books")

    #expect(await purchases.nextShown() == "Receipt 42: 3 books")
    #expect(await fetcher.nextEvent() == "opened 42")
    subscription.dispose()
  }

  @Test func disposingTheWorkflowCancelsTheFetch() async {
    let workflow = ShowReceiptWorkflow(receiptId: "42", fetcher: fetcher)
    let subscription = workflow.subscribe(purchases)
    #expect(await fetcher.nextEvent() == "fetching 42")

    subscription.dispose()

    #expect(await fetcher.nextEvent() == "fetch cancelled")
    #expect(purchases.shown.isEmpty)
  }
}
