import RIBCore

/// A slot is also where an app launches its root RIB: the window's content.
///
/// ```swift
/// let window = ViewSlot()
/// launchRouter.launch(from: window)
/// // SwiftUI: WindowGroup { ViewSlotView(window) }
/// ```
extension ViewSlot: LaunchHost {
  /// Shows the root RIB's view.
  public func show(rootViewControllable: any ViewControllable) {
    show(rootViewControllable)
  }
}
