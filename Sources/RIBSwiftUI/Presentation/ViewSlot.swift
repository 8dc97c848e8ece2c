import Observation
import RIBCore

/// A place in a view where a child RIB's view is embedded, such as the content area of a root
/// view: it shows one view at a time, and the view it shows follows the RIB tree.
///
/// The parent's view model owns the slot; the parent's router fills it, and a SwiftUI view
/// shows what it holds (`ViewSlotView(slot)`):
///
/// ```swift
/// // RootViewModel
/// let content = ViewSlot()
///
/// // RootRouter
/// func routeToLoggedIn() {
///   let loggedIn = loggedInBuilder.build(withListener: interactor)
///   attachChild(loggedIn, in: viewController.content)
/// }
/// ```
///
/// A view-less child RIB can be lent the slot of its parent's view (through its dependency)
/// and show its own children there. If it is detached without taking them off (upstream's
/// `cleanupViews()`), the slot empties anyway and those children are detached.
///
/// Showing a RIB's view in a slot that shows another RIB's view detaches that other RIB first.
/// Detaching the shown RIB, with ``clear()`` or with `detachChild`, empties the slot.
@preconcurrency @MainActor
@Observable
public final class ViewSlot {
  /// The view shown, if any.
  public var content: PresentedView? { link?.shown }

  private var link: PresentationLink?

  /// Creates an empty slot.
  public init() {}

  /// Shows `view`, which no router drives (routers use
  /// ``RIBCore/Routing/attachChild(_:in:)``). Replaces, and detaches, what the slot showed.
  public func show(_ view: any ViewControllable) {
    replace(with: PresentationLink(view: view, onRemovedByUser: nil))
  }

  /// Empties the slot; detaches the RIB it showed, if its router showed it.
  public func clear() {
    guard let old = link else { return }
    link = nil
    old.endDetachingChild()
  }

  /// Shows `child`'s view for `parent`, which is about to attach it (the place is taken first,
  /// so routing that the child's activation starts lands after it).
  func show(_ child: any ViewableRouting, attachedTo parent: any Routing) -> PresentationLink {
    let link = PresentationLink(child: child, parent: parent) { [weak self] leaving in
      guard let self, self.link === leaving else { return }
      self.link = nil
      leaving.endDetachingChild()
    }
    replace(with: link)
    return link
  }

  /// Takes `link`'s view away without detaching anything: its RIB could not be attached.
  func withdraw(_ link: PresentationLink) {
    guard self.link === link else { return }
    self.link = nil
    link.end()
  }

  private func replace(with new: PresentationLink) {
    let old = link
    link = new
    old?.endDetachingChild()
  }
}
