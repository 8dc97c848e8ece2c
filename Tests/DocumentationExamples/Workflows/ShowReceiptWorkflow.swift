// The code of the Workflows guide's section on async steps: a deep link whose middle step awaits
// a server.

import RIBCore
import RIBStreams

/// What a workflow can do with the purchases RIB.
protocol PurchasesActionableItem: AnyObject {
  /// Emits the item once the purchases screen is ready.
  func waitUntilReady() -> Observable<(PurchasesActionableItem, Void)>
  func show(receipt: String) -> Observable<(PurchasesActionableItem, Void)>
}

/// Where receipts come from.
protocol ReceiptFetching: AnyObject {
  func receipt(withId id: String) async throws -> String
  func markOpened(receiptId: String) async
}

/// `myapp://receipt/42`: wait for the purchases screen, fetch the receipt, show it.
final class ShowReceiptWorkflow: Workflow<PurchasesActionableItem> {
  init(receiptId: String, fetcher: ReceiptFetching) {
    super.init()
    self.onStep { purchases in purchases.waitUntilReady() }
      .onAsyncStep { purchases, _ in
        (purchases, try await fetcher.receipt(withId: receiptId))
      }
      .onStep { [weak self] purchases, receipt in
        // Work that may outlive this step, but not the workflow's subscription.
        self?.task { await fetcher.markOpened(receiptId: receiptId) }
        return purchases.show(receipt: receipt)
      }
      .commit()
  }
}
