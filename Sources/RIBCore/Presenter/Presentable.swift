/// What a presenter or view controller offers its interactor: the interactor calls it to show
/// things, and never learns which view is behind it.
///
/// RIBs declare their own refinement, e.g. `protocol OffGamePresentable: Presentable`.
@preconcurrency @MainActor
public protocol Presentable: AnyObject {}
