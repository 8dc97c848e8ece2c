/// `Parent/ParentComponent+Child.swift`: the parent's component provides what the child
/// declared in its `Dependency` protocol.
struct ParentLinkTemplate {
  let child: RIBNode
  let parent: ParentInfo

  var fileName: String { "\(parent.name.upper)Component+\(child.name.upper).swift" }

  var text: String {
    let p = parent.name.upper
    let c = child.name.upper
    guard child.isViewless else {
      return sourceFile([
        """
        \(comment("\(p)'s component provides what its child \(c) declared."))
        extension \(p)Component: \(c)Dependency {}
        """
      ])
    }
    switch parent.view {
    case .viewController(let property, let className):
      return sourceFile([
        """
        \(comment("\(p)'s component provides what its child \(c) declared: \(c) is view-less and shows its children on \(p)'s view."))
        extension \(p)Component: \(c)Dependency {
          var \(child.viewProperty): \(c)ViewControllable { \(property) }
        }
        """,
        """
        \(comment("\(p)'s view is the one \(c) shows its children on."))
        extension \(className): \(c)ViewControllable {}
        """,
      ])
    case .slot(let expression):
      return sourceFile([
        "import RIBSwiftUI",
        """
        \(comment("\(p)'s component provides what its child \(c) declared: \(c) is view-less and shows its children in a slot of \(p)'s view, lent to it."))
        extension \(p)Component: \(c)Dependency {
          var \(child.slotProperty): ViewSlot { \(expression) }
        }
        """,
      ])
    case .viewControllable(let property, _):
      return sourceFile([
        """
        \(comment("\(p)'s component provides what its child \(c) declared: \(c) is view-less, like \(p), and shows its children on the view \(p) borrowed."))
        extension \(p)Component: \(c)Dependency {
          var \(child.viewProperty): \(c)ViewControllable { \(property) }
        }
        """
      ])
    case .none:
      // Ruled out before any template runs (see ParentInspector).
      return sourceFile(["extension \(p)Component: \(c)Dependency {}"])
    }
  }
}
