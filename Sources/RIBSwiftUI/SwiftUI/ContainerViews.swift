#if canImport(SwiftUI)
  import RIBCore
  import SwiftUI

  /// A `TabView` of ``ViewTabs``: a tab per child RIB, its label made by `label`, its
  /// selection bound both ways (the user's choice reaches ``ViewTabs/onSelectedByUser``).
  ///
  /// ```swift
  /// ViewTabsView(model.tabs) { tab in
  ///   Text(tab.typeName == "FeedViewModel" ? "Feed" : "Profile")
  /// }
  /// ```
  public struct ViewTabsView<Label: View>: View {
    @Bindable private var tabs: ViewTabs
    private let label: (PresentedView) -> Label

    /// A tab view of `tabs`, each tab labelled by `label`.
    public init(_ tabs: ViewTabs, @ViewBuilder label: @escaping (PresentedView) -> Label) {
      self.tabs = tabs
      self.label = label
    }

    /// The tab view.
    public var body: some View {
      TabView(selection: $tabs.selection) {
        ForEach(tabs.tabs) { tab in
          Tab(value: tab.id) {
            RIBView(tab)
          } label: {
            label(tab)
          }
        }
      }
    }
  }

  /// A `NavigationSplitView` whose detail column shows a ``ViewSlot``: the parent's router
  /// attaches the selected item's RIB there (``RIBCore/Routing/attachChild(_:in:)``), and the
  /// sidebar is the parent's own view, or another slot.
  ///
  /// ```swift
  /// ViewSplitView(detail: model.detail) {
  ///   List { … }  // buttons that tell the interactor what was selected
  /// }
  /// ```
  public struct ViewSplitView<Sidebar: View>: View {
    private let sidebar: Sidebar
    private let detail: ViewSlot

    /// A split view of `sidebar` and what `detail` shows.
    public init(detail: ViewSlot, @ViewBuilder sidebar: () -> Sidebar) {
      self.detail = detail
      self.sidebar = sidebar()
    }

    /// The split view.
    public var body: some View {
      NavigationSplitView {
        sidebar
      } detail: {
        ViewSlotView(detail)
      }
    }
  }

  extension ViewSplitView where Sidebar == ViewSlotView {
    /// A split view of what the `sidebar` and `detail` slots show.
    public init(sidebar: ViewSlot, detail: ViewSlot) {
      self.init(detail: detail) { ViewSlotView(sidebar) }
    }
  }

  extension View {
    /// Shows what `presentation` presents with the ``ModalPresentation/Style/popover`` style as
    /// a popover anchored on this view. When the user dismisses it, the presented RIB is
    /// detached.
    ///
    /// ```swift
    /// Button("Filters") { model.listener?.didTapFilters() }
    ///   .modalPopover(model.modal)
    /// ```
    @preconcurrency @MainActor
    public func modalPopover(_ presentation: ModalPresentation) -> some View {
      @Bindable var presentation = presentation
      return popover(item: $presentation.presentedAsPopover) { RIBView($0) }
    }

    /// Shows what `presentation` shows: an alert or a confirmation dialog whose buttons run
    /// their actions, and whose dismissal by the user runs its `onDismissedByUser`.
    ///
    /// ```swift
    /// RecipeDetailView(model: model).alert(model.alert)
    /// ```
    @preconcurrency @MainActor
    public func alert(_ presentation: AlertPresentation) -> some View {
      @Bindable var presentation = presentation
      let content = presentation.content
      return
        alert(
          content?.title ?? "", isPresented: $presentation.isPresentedAsAlert,
          presenting: content
        ) { content in
          AlertButtons(presentation: presentation, content: content)
        } message: { content in
          AlertMessage(content: content)
        }
        .confirmationDialog(
          content?.title ?? "", isPresented: $presentation.isPresentedAsConfirmationDialog,
          titleVisibility: .visible, presenting: content
        ) { content in
          AlertButtons(presentation: presentation, content: content)
        } message: { content in
          AlertMessage(content: content)
        }
    }
  }

  /// An alert's buttons, each performing its action through the presentation.
  struct AlertButtons: View {
    let presentation: AlertPresentation
    let content: AlertPresentation.Content

    var body: some View {
      ForEach(content.actions) { action in
        Button(action.title, role: action.role.map(ButtonRole.init)) {
          presentation.perform(action)
        }
      }
    }
  }

  /// An alert's message, if it has one.
  struct AlertMessage: View {
    let content: AlertPresentation.Content

    var body: some View {
      if let message = content.message {
        Text(message)
      }
    }
  }

  extension ButtonRole {
    init(_ role: AlertPresentation.Action.Role) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
