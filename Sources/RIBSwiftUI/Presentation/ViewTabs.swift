import Observation
import RIBCore

/// Tabs whose content is child RIBs' views, and which one is selected: what a SwiftUI
/// `TabView` shows, kept in step with the RIB tree in both directions.
///
/// The parent's view model owns it; the parent's router adds each tab's RIB with
/// ``RIBCore/Routing/attachChild(_:asTabIn:selecting:)``, and the SwiftUI view binds its
/// `TabView` to ``selection`` (`ViewTabsView` does that):
///
/// ```swift
/// // HomeRouter
/// override func didLoad() {
///   super.didLoad()
///   attachChild(feedBuilder.build(withListener: interactor), asTabIn: viewController.tabs)
///   attachChild(profileBuilder.build(withListener: interactor), asTabIn: viewController.tabs)
/// }
/// func routeToProfile() { viewController.tabs.select(profile) }
/// ```
///
/// Every tab's RIB is attached, and active, for as long as its tab exists, as RIBs apps built
/// on a `UITabBarController` attach every tab's RIB at once: a tab keeps its state (a stack it
/// pushed, a search it ran) when the user looks at another. The selection is the view's state:
/// a router selects with ``select(_:)``, the user by tapping a tab (SwiftUI writes
/// ``selection``), and ``onSelectedByUser`` tells the parent of the user's choice.
///
/// Detaching a tab's RIB removes its tab; if it was selected, the first tab left is selected.
@preconcurrency @MainActor
@Observable
public final class ViewTabs {
  private var links: [PresentationLink] = []
  private var selectedID: PresentedView.ID?

  /// Runs when the user selects another tab (not when a router does), with its index: how the
  /// parent's view model tells its interactor, through its listener.
  @ObservationIgnored public var onSelectedByUser: (@MainActor (_ index: Int) -> Void)?

  /// Creates tabs with none in them.
  public init() {}

  /// The tabs' views, in the order their RIBs were added.
  public var tabs: [PresentedView] { links.map(\.shown) }

  /// The selected tab's view, if there is a tab.
  public var selected: PresentedView? {
    links.first { $0.shown.id == selectedID }?.shown
  }

  /// The selected tab's index, if there is a tab.
  public var selectedIndex: Int? { links.firstIndex { $0.shown.id == selectedID } }

  /// The selected tab's id: what `TabView(selection:)` binds to, each `Tab`'s value being its
  /// view's ``PresentedView/id``. With no tab, an id that no tab has.
  ///
  /// Setting it is how the view reports the user's choice: ``onSelectedByUser`` runs. An id
  /// that is not one of the tabs is reported through ``/RIBCore/Diagnostics`` and ignored.
  public var selection: PresentedView.ID {
    get { selected?.id ?? ObjectIdentifier(self) }
    set { apply(userSelection: newValue) }
  }

  /// Selects the tab of `child`'s RIB; does nothing if it has none here.
  public func select(_ child: any Routing) {
    guard let link = links.first(where: { $0.child === child }) else { return }
    selectedID = link.shown.id
  }

  /// Selects the tab at `index`; does nothing if there is none.
  public func select(at index: Int) {
    guard links.indices.contains(index) else { return }
    selectedID = links[index].shown.id
  }

  /// Removes every tab; detaches their RIBs, the last one first.
  public func removeAll() {
    let removed = links
    links = []
    selectedID = nil
    for link in removed.reversed() { link.endDetachingChild() }
  }

  /// Adds a tab with `child`'s view for `parent`, which is about to attach it.
  func add(
    _ child: any ViewableRouting, attachedTo parent: any Routing, selecting: Bool
  ) -> PresentationLink {
    let link = PresentationLink(child: child, parent: parent) { [weak self] leaving in
      guard let self, self.links.contains(where: { $0 === leaving }) else { return }
      self.remove(leaving)
      leaving.endDetachingChild()
    }
    links.append(link)
    if selecting || selectedID == nil { selectedID = link.shown.id }
    return link
  }

  /// Takes `link`'s tab away without detaching anything: its RIB could not be attached.
  func withdraw(_ link: PresentationLink) {
    guard links.contains(where: { $0 === link }) else { return }
    remove(link)
    link.end()
  }

  private func remove(_ link: PresentationLink) {
    links.removeAll { $0 === link }
    if selectedID == link.shown.id { selectedID = links.first?.shown.id }
  }

  private func apply(userSelection: PresentedView.ID) {
    guard userSelection != selectedID, userSelection != ObjectIdentifier(self) else { return }
    guard let index = links.firstIndex(where: { $0.shown.id == userSelection }) else {
      Diagnostics.report(
        Diagnostic(
          kind: .viewShowedUnroutedRIB,
          message: "ViewTabs.selection: the view selected a tab that no router added; ignored."
            + " Tag each tab with its view's id (ViewTabsView does), and let the router add"
            + " tabs with attachChild(_:asTabIn:selecting:)."))
      return
    }
    selectedID = userSelection
    onSelectedByUser?(index)
  }
}
