extension LaunchRouting {
  /// ``launch(from:)`` under the name RIBs 0.9 gave it, so that an app delegate written for
  /// that version (`launchRouter.launchFromWindow(window)`) compiles unchanged once its window
  /// is a ``LaunchHost``.
  ///
  /// ```swift
  /// launchRouter.launchFromWindow(window)
  /// ```
  public func launchFromWindow(_ window: any LaunchHost) {
    launch(from: window)
  }
}
