#if canImport(SwiftUI)
  import RIBCore
  import SwiftUI

  /// Shows what a ``ViewSlot`` holds, and nothing while it is empty.
  ///
  /// ```swift
  /// var body: some View {
  ///   VStack {
  ///     Text("Tic Tac Toe")
  ///     ViewSlotView(model.content)
  ///   }
  /// }
  /// ```
  public struct ViewSlotView: View {
    private let slot: ViewSlot

    /// Shows `slot`'s content.
    public init(_ slot: ViewSlot) { self.slot = slot }

    /// The shown view, if any.
    public var body: some View {
      if let content = slot.content {
        // A view of its own for each RIB shown: two RIBs of one type, one after the other, do
        // not share the state SwiftUI keeps for a view (`@State`, focus, scroll position).
        RIBView(content).id(content.id)
      }
    }
  }

  /// A `NavigationStack` whose path is a ``ViewStack``: `root` at the bottom, the views routers
  /// push above it. When the user goes back, the stack detaches the RIBs whose views left.
  ///
  /// ```swift
  /// var body: some View {
  ///   ViewStackView(model.stack) {
  ///     List { … }
  ///   }
  /// }
  /// ```
  public struct ViewStackView<Root: View>: View {
    @Bindable private var stack: ViewStack
    private let root: Root

    /// A navigation stack of `stack`'s views above `root`.
    public init(_ stack: ViewStack, @ViewBuilder root: () -> Root) {
      self.stack = stack
      self.root = root()
    }

    /// The navigation stack.
    public var body: some View {
      NavigationStack(path: $stack.path) {
        root.navigationDestination(for: PresentedView.self) { presented in
          RIBView(presented)
        }
      }
    }
  }

  extension View {
    /// Presents what `presentation` presents over this view: as a sheet, or as a full-screen
    /// cover where UIKit has one (elsewhere, macOS and watchOS, as a sheet). When the user
    /// dismisses it, the presented RIB is detached. A popover is left to `.modalPopover(_:)`.
    ///
    /// ```swift
    /// GameBoardView(model: model).modal(model.modal)
    /// ```
    @preconcurrency @MainActor
    public func modal(_ presentation: ModalPresentation) -> some View {
      @Bindable var presentation = presentation
      #if canImport(UIKit) && !os(watchOS)
        return
          sheet(item: $presentation.presentedAsSheet) { RIBView($0) }
          .fullScreenCover(item: $presentation.presentedAsFullScreenCover) { RIBView($0) }
      #else
        return sheet(item: $presentation.presentedAsSheetOrCover) { RIBView($0) }
      #endif
    }
  }
#endif
