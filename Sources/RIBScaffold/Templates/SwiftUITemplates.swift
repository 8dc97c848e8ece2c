/// The view of a `--swiftui` RIB, in two files: the `@Observable` view model, which is the
/// RIB's presentable and compiles everywhere (so that its tests run on Linux), and the SwiftUI
/// view that reads it, compiled only where SwiftUI exists.
struct SwiftUITemplates {
  let node: RIBNode

  private var x: String { node.name.upper }

  /// `…ViewModel.swift`.
  var viewModel: String {
    var imports = ["import Observation", "import RIBCore"]
    if node.needsPresent { imports.append("import RIBSwiftUI") }
    var properties = [
      """
      \(comment("A placeholder, set by \(x)'s interactor: replace it with what \(x)'s view shows.", level: 1))
      private(set) var title = ""
      """
    ]
    if node.needsPresent {
      properties.append(
        """
        \(comment("Where \(x)'s view shows its children's views.", level: 1))
        let content = ViewSlot()
        """)
    }
    // Not observed: no view reads it to draw itself.
    properties.append("@ObservationIgnored weak var listener: \(x)PresentableListener?")
    var members = [
      properties.joined(separator: "\n"),
      """
      func show(title: String) {
        self.title = title
      }
      """,
    ]
    if node.needsPresent {
      members.append(
        """
        func present(viewController: ViewControllable) {
          content.show(viewController)
        }

        func dismiss(viewController: ViewControllable) {
          if content.content?.viewControllable === viewController {
            content.clear()
          }
        }
        """)
    }
    return sourceFile([
      imports.joined(separator: "\n"),
      RIBTemplates(node: node).presentableListener,
      """
      \(comment("\(x)'s view model: what \(x)'s view shows, set by \(x)'s interactor through \(x)Presentable. \(x)View (in `\(x)View.swift`) reads it and tells `listener` what the user does."))
      @preconcurrency @MainActor
      @Observable
      final class \(x)ViewModel: \(x)Presentable, \(x)ViewControllable {
      \(indented(members.joined(separator: "\n\n")))
      }
      """,
    ])
  }

  /// `…View.swift`.
  var view: String {
    var stack = ["Text(model.title)"]
    if node.needsPresent { stack.append("ViewSlotView(model.content)") }
    stack.append(
      """
      Button("Done") {
        model.listener?.finish()
      }
      """)
    let body = """
      \(comment("\(x)'s view: it shows what \(x)'s view model holds, and tells the model's listener, \(x)'s interactor, what the user does.", level: 1))
      struct \(x)View: View {
        let model: \(x)ViewModel

        var body: some View {
          VStack {
      \(indented(stack.joined(separator: "\n"), 3))
          }
        }
      }

      \(comment("How \(x)'s parent shows \(x)'s view: in SwiftUI, or, through a hosting controller, in UIKit.", level: 1))
      extension \(x)ViewModel: SwiftUIViewControllable {
        func makeView() -> some View {
          \(x)View(model: self)
        }
      }
      """
    return sourceFile([
      """
      // SwiftUI is not on every platform: \(x)ViewModel, the rest of \(x) and its tests build
      // without this file.
      #if canImport(SwiftUI)
        import RIBSwiftUI
        import SwiftUI

      \(indented(body))
      #endif
      """
    ])
  }
}
