import Observation
import RIBCore

/// A child RIB's view presented modally, as a sheet or a full-screen cover, kept in step with
/// the RIB tree in both directions.
///
/// The parent's view model owns it; the parent's router presents children in it, and the
/// SwiftUI view applies it with `.modal(presentation)`:
///
/// ```swift
/// // GameRouter
/// func routeToRules() {
///   let rules = rulesBuilder.build(withListener: interactor)
///   attachChild(rules, presentingIn: viewController.modal, style: .sheet)
/// }
/// func routeAwayFromRules() {
///   viewController.modal.dismiss()  // detaches the rules RIB
/// }
/// ```
///
/// When the user dismisses the sheet (the swipe down), SwiftUI writes `nil` to ``presented``
/// and the presented RIB is detached. Detaching it with `detachChild` dismisses the view.
/// It presents one view at a time: presenting another detaches the one presented.
@preconcurrency @MainActor
@Observable
public final class ModalPresentation {
  /// How a view is presented.
  public enum Style: Sendable, Hashable {
    /// A sheet, which the user can swipe down.
    case sheet
    /// A cover over the whole screen where UIKit has one (iOS, tvOS, visionOS); a sheet
    /// elsewhere.
    case fullScreenCover
    /// A popover, anchored where the view applies `.modalPopover(_:)`; SwiftUI shows it as a
    /// sheet where the screen is compact (iPhone).
    case popover
  }

  private var link: PresentationLink?

  /// The style of the current (or last) presentation.
  public private(set) var style: Style = .sheet

  /// Creates a presentation that shows nothing.
  public init() {}

  /// The view presented, if any: what `sheet(item:)` binds to.
  ///
  /// Setting it to `nil` is how the view reports the user's dismissal: the presented RIB is
  /// detached. Setting another view is reported through ``/RIBCore/Diagnostics`` and ignored,
  /// since only a router can attach its RIB.
  public var presented: PresentedView? {
    get { link?.shown }
    set { apply(userValue: newValue) }
  }

  /// The view presented as a sheet, if that is its style: what `sheet(item:)` binds to.
  public var presentedAsSheet: PresentedView? {
    get { style == .sheet ? presented : nil }
    set { if style == .sheet { presented = newValue } }
  }

  /// The view presented as a full-screen cover, if that is its style: what
  /// `fullScreenCover(item:)` binds to.
  public var presentedAsFullScreenCover: PresentedView? {
    get { style == .fullScreenCover ? presented : nil }
    set { if style == .fullScreenCover { presented = newValue } }
  }

  /// The view presented as a sheet or a full-screen cover: what a platform without full-screen
  /// covers (macOS, watchOS) presents as a sheet.
  public var presentedAsSheetOrCover: PresentedView? {
    get { style == .popover ? nil : presented }
    set { if style != .popover { presented = newValue } }
  }

  /// The view presented as a popover, if that is its style: what `popover(item:)` binds to.
  public var presentedAsPopover: PresentedView? {
    get { style == .popover ? presented : nil }
    set { if style == .popover { presented = newValue } }
  }

  /// Presents `view`, which no router drives (routers use
  /// ``RIBCore/Routing/attachChild(_:presentingIn:style:)``). `onDismissedByUser` runs when the
  /// user dismisses it. Replaces, and detaches, what was presented.
  public func present(
    _ view: any ViewControllable, style: Style = .sheet,
    onDismissedByUser: (@MainActor () -> Void)? = nil
  ) {
    replace(with: PresentationLink(view: view, onRemovedByUser: onDismissedByUser), style: style)
  }

  /// Dismisses the presented view; detaches its RIB, if a router presented it.
  public func dismiss() {
    guard let old = link else { return }
    link = nil
    old.endDetachingChild()
  }

  /// Presents `child`'s view for `parent`, which is about to attach it.
  func present(
    _ child: any ViewableRouting, attachedTo parent: any Routing, style: Style
  ) -> PresentationLink {
    let link = PresentationLink(child: child, parent: parent) { [weak self] leaving in
      guard let self, self.link === leaving else { return }
      self.link = nil
      leaving.endDetachingChild()
    }
    replace(with: link, style: style)
    return link
  }

  /// Takes `link`'s view away without detaching anything: its RIB could not be attached.
  func withdraw(_ link: PresentationLink) {
    guard self.link === link else { return }
    self.link = nil
    link.end()
  }

  private func replace(with new: PresentationLink, style: Style) {
    let old = link
    self.style = style
    link = new
    old?.endDetachingChild()
  }

  private func apply(userValue: PresentedView?) {
    guard let old = link, userValue?.id != old.shown.id else { return }
    if let userValue {
      Diagnostics.report(
        Diagnostic(
          kind: .viewShowedUnroutedRIB,
          message: "ModalPresentation.presented: the view tried to present"
            + " \(userValue.typeName), which no router presented; ignored. Send the user's"
            + " action to the interactor, and let the router attach the child with"
            + " attachChild(_:presentingIn:style:)."))
      return
    }
    link = nil
    old.endRemovedByUser()
  }
}
