import RIBCore

/// What Ordering's scope gives the Checkout scope: the customer's name (given to the builder)
/// and the read-only order stream, both already members of the component.
extension OrderingComponent: CheckoutDependency {}
