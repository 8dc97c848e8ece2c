// The code of the Workflows guide: a deep link that opens a message, with a branch, an error
// and the workflow's hooks.

import RIBCore
import RIBStreams

/// What a workflow can do with the app's root RIB; its interactor adopts it.
protocol AppActionableItem: AnyObject {
  /// Emits the inbox once a user is logged in.
  func waitForLogin() -> Observable<(InboxActionableItem, Void)>
}

/// What a workflow can do with the inbox RIB.
protocol InboxActionableItem: AnyObject {
  func markAllAsRead() -> Observable<(InboxActionableItem, Void)>
  func openConversation(withId id: String) -> Observable<(ConversationActionableItem, Void)>
}

/// What a workflow can do with a conversation RIB.
protocol ConversationActionableItem: AnyObject {
  func scroll(toMessage messageId: String) -> Observable<(ConversationActionableItem, Void)>
}

enum DeepLinkError: Error, Equatable {
  case noSuchConversation(String)
}

/// `myapp://conversation/42/message/7`: wait for login; then, side by side, mark the inbox
/// read and open the conversation at that message.
final class OpenMessageWorkflow: Workflow<AppActionableItem> {
  private(set) var outcome: String?

  init(conversationId: String, messageId: String) {
    super.init()
    let loggedIn = self.onStep { app in app.waitForLogin() }

    loggedIn.asObservable().fork(self)?
      .onStep { inbox, _ in inbox.markAllAsRead() }
      .commit()

    loggedIn
      .onStep { inbox, _ in inbox.openConversation(withId: conversationId) }
      .onStep { conversation, _ in conversation.scroll(toMessage: messageId) }
      .commit()
  }

  override func didComplete() {
    outcome = "opened"
  }

  override func didReceiveError(_ error: any Error) {
    outcome = "failed: \(error)"
  }
}
