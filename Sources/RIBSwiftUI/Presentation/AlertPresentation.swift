import Observation
import RIBCore

/// An alert or a confirmation dialog that a presenter shows and a SwiftUI view applies with
/// `.alert(model.alert)`: its buttons call back into the view model, which tells its listener
/// (the interactor), as any other action of the user.
///
/// The interactor asks its presenter; the view model presents, with an action per button:
///
/// ```swift
/// func confirmDelete(recipe: String) {
///   alert.present(
///     "Delete \(recipe)?", style: .confirmationDialog,
///     actions: [
///       .init("Delete", role: .destructive) { [weak self] in self?.listener?.didConfirmDelete() },
///       .init("Keep", role: .cancel) { [weak self] in self?.listener?.didCancelDelete() },
///     ],
///     onDismissedByUser: { [weak self] in self?.listener?.didCancelDelete() })
/// }
/// ```
///
/// Tapping a button closes the alert, then runs its action (SwiftUI closes an alert after the
/// button's action; a button of an alert that is gone does nothing). When the user dismisses
/// it without a button (a tap outside a dialog, the Escape key), SwiftUI writes `false` to the
/// binding and `onDismissedByUser` runs. Presenting another replaces it, and ``dismiss()`` takes
/// it away; neither runs a callback.
@preconcurrency @MainActor
@Observable
public final class AlertPresentation {
  /// How it is shown.
  public enum Style: Sendable, Hashable {
    /// An alert: a title, a message and up to a few buttons, over the screen.
    case alert
    /// A confirmation dialog: a set of choices, from the bottom of the screen on iPhone.
    case confirmationDialog
  }

  /// One button.
  public struct Action: Identifiable {
    /// What the button means, for its look: SwiftUI's `ButtonRole`.
    public enum Role: Sendable, Hashable {
      /// Cancels the choice.
      case cancel
      /// Deletes or discards something.
      case destructive
    }

    /// Its position among the buttons.
    public internal(set) var id = 0
    /// The button's title.
    public let title: String
    /// Its role, if any.
    public let role: Role?
    let handler: @MainActor () -> Void
    var presentationID = 0

    /// A button titled `title` that runs `handler` when tapped.
    public init(_ title: String, role: Role? = nil, handler: @escaping @MainActor () -> Void) {
      self.title = title
      self.role = role
      self.handler = handler
    }
  }

  /// What is shown.
  public struct Content: Identifiable {
    /// Tells one presentation from the next.
    public let id: Int
    /// The title.
    public let title: String
    /// The message under the title, if any.
    public let message: String?
    /// An alert or a confirmation dialog.
    public let style: Style
    /// The buttons, in order.
    public let actions: [Action]
  }

  /// What is shown, if anything.
  public private(set) var content: Content?
  @ObservationIgnored private var onDismissedByUser: (@MainActor () -> Void)?
  @ObservationIgnored private var lastID = 0

  /// Creates a presentation that shows nothing.
  public init() {}

  /// Shows an alert or a dialog titled `title`, with `actions` as its buttons, in place of the
  /// one shown. `onDismissedByUser` runs if the user dismisses it without tapping a button.
  public func present(
    _ title: String, message: String? = nil, style: Style = .alert, actions: [Action],
    onDismissedByUser: (@MainActor () -> Void)? = nil
  ) {
    lastID += 1
    let id = lastID
    let stamped = actions.enumerated().map { index, action in
      var action = action
      action.id = index
      action.presentationID = id
      return action
    }
    self.onDismissedByUser = onDismissedByUser
    content = Content(id: id, title: title, message: message, style: style, actions: stamped)
  }

  /// Takes the alert away, running no callback.
  public func dismiss() {
    content = nil
    onDismissedByUser = nil
  }

  /// What the view's button for `action` does: closes the alert, then runs the action. Does
  /// nothing if that alert is no longer shown.
  public func perform(_ action: Action) {
    guard content?.id == action.presentationID else { return }
    dismiss()
    action.handler()
  }

  /// Whether an alert is shown: what `.alert(_:isPresented:…)` binds to. The view writes
  /// `false` when the user dismissed it.
  public var isPresentedAsAlert: Bool {
    get { content?.style == .alert }
    set { if !newValue, content?.style == .alert { dismissedByUser() } }
  }

  /// Whether a confirmation dialog is shown: what `.confirmationDialog(_:isPresented:…)`
  /// binds to. The view writes `false` when the user dismissed it.
  public var isPresentedAsConfirmationDialog: Bool {
    get { content?.style == .confirmationDialog }
    set { if !newValue, content?.style == .confirmationDialog { dismissedByUser() } }
  }

  private func dismissedByUser() {
    let callback = onDismissedByUser
    dismiss()
    callback?()
  }
}
