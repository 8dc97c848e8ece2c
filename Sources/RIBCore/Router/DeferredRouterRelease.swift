/// Releases the children of deallocated routers one after another instead of one inside
/// another.
///
/// A router's children are usually held by nothing but the router, so releasing them from its
/// deinit deallocates them there, and their children inside their deinits, and so on: a stack
/// frame group per level, which a chain some ten thousand deep (debug) overflows. Instead, a
/// router's deinit hands its children here; the outermost deinit on the main actor drops them
/// one at a time, and a deinit that runs meanwhile only adds its own children to the list.
@preconcurrency @MainActor
enum DeferredRouterRelease {
  /// The routers still to drop, the next one last.
  private static var pending: [any Routing] = []
  private static var isDraining = false

  /// Drops `routers`, now if no release is under way, else once the one under way reaches
  /// them; either way before the outermost call returns. Empties `routers` first: a reference
  /// the caller kept would release them after this returns, inside the caller's deinit again.
  static func release(_ routers: inout [any Routing]) {
    // Reversed, so that the children of one router go in the order they were attached.
    pending.append(contentsOf: routers.reversed())
    routers = []
    guard !isDraining else { return }
    isDraining = true
    // Each router dropped here may deinit, which calls back in with its children: they are
    // appended and dropped by this loop, before the next of their elder's siblings.
    while let router = takeNext() { _ = router }
    // A wide tree grew the list; its storage is not worth keeping.
    pending = []
    isDraining = false
  }

  /// The next router to drop, out of `pending`. Not inlined, so that the access to `pending`
  /// has ended before the caller drops the router, whose deinit appends to `pending`: an
  /// optimiser may release a value as soon as it is taken out of an array, inside the access.
  @inline(never)
  private static func takeNext() -> (any Routing)? {
    pending.popLast()
  }
}
