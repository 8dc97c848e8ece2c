import RIBCore
import RIBStreams

/// The workflow behind `cafe://reorder/<drink>`: once a customer is ordering (at once if one
/// already is), it adds the drink and opens the checkout.
final class ReorderWorkflow: Workflow<RootActionableItem> {

  static let linkPrefix = "cafe://reorder/"

  /// Fails for a link that is not a reorder link.
  init?(link: String) {
    guard link.hasPrefix(ReorderWorkflow.linkPrefix) else {
      return nil
    }
    let drinkName = String(link.dropFirst(ReorderWorkflow.linkPrefix.count))
    super.init()

    self
      .onStep { (rootItem: RootActionableItem) -> Observable<(OrderingActionableItem, ())> in
        rootItem.waitForOrdering()
      }
      .onStep {
        (orderingItem: OrderingActionableItem, _) -> Observable<(OrderingActionableItem, ())> in
        orderingItem.add(drinkNamed: drinkName)
      }
      .onStep { orderingItem, _ in
        orderingItem.openCheckout()
      }
      .commit()
  }
}
