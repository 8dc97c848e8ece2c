#if canImport(SwiftUI)
  import RIBCore
  import SwiftUI

  /// A RIB's view model whose view is a SwiftUI view: an `@Observable` class that adopts the
  /// RIB's presentable and view-controllable protocols, and makes the view that reads it.
  ///
  /// ```swift
  /// @Observable
  /// final class ScoreBoardViewModel: ScoreBoardPresentable, ScoreBoardViewControllable {
  ///   private(set) var scoreLine = ""
  ///   func show(score: Score) { scoreLine = "\(score.player1) – \(score.player2)" }
  /// }
  ///
  /// extension ScoreBoardViewModel: SwiftUIViewControllable {
  ///   func makeView() -> some View { ScoreBoardView(model: self) }
  /// }
  /// ```
  ///
  /// Parents show it wherever they put children (``ViewSlot``, ``ViewStack``,
  /// ``ModalPresentation``), without knowing its type. On UIKit platforms it also has the
  /// `uiviewController` that `ViewControllable` requires there: a `UIHostingController` of its
  /// view, made once, so a UIKit parent can present a SwiftUI RIB unchanged.
  @preconcurrency @MainActor
  public protocol SwiftUIViewControllable: ViewControllable {
    /// The type of ``makeView()``'s view.
    associatedtype Content: View

    /// Makes the SwiftUI view that shows this view model.
    @ViewBuilder func makeView() -> Content
  }

  /// Shows any ``/RIBCore/ViewControllable`` in SwiftUI: the view a
  /// ``SwiftUIViewControllable`` makes; on UIKit platforms, any other view's
  /// `uiviewController` (a UIKit RIB shown by a SwiftUI parent, while an app moves over);
  /// elsewhere, nothing for a view of another kind.
  ///
  /// ```swift
  /// RIBView(presented)   // a PresentedView from a slot, stack or modal presentation
  /// ```
  public struct RIBView: View {
    private let viewControllable: any ViewControllable

    /// Shows `viewControllable`.
    public init(_ viewControllable: any ViewControllable) {
      self.viewControllable = viewControllable
    }

    /// Shows `presented`'s view.
    public init(_ presented: PresentedView) {
      self.viewControllable = presented.viewControllable
    }

    /// The view model's view.
    public var body: some View {
      if let model = viewControllable as? any SwiftUIViewControllable {
        AnyView(model.makeView())
      } else {
        OtherViewControllable(viewControllable: viewControllable)
      }
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A view that is not a SwiftUI view model, shown through its view controller.
    struct OtherViewControllable: UIViewControllerRepresentable {
      let viewControllable: any ViewControllable

      func makeUIViewController(context: Context) -> UIViewController {
        viewControllable.uiviewController
      }

      func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
    }
  #else
    /// A view that is not a SwiftUI view model: nothing to show without UIKit.
    struct OtherViewControllable: View {
      let viewControllable: any ViewControllable

      var body: some View { EmptyView() }
    }
  #endif

  extension PresentedView {
    /// The SwiftUI view to put on screen for this value.
    @preconcurrency @MainActor public var view: RIBView { RIBView(self) }
  }
#endif
