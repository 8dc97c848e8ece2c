import RIBCore

/// The app-wide component: the parent of Root's scope.
final class AppComponent: EmptyComponent, RootDependency {}

// Top-level code runs on the main thread. In the Swift 6 language mode the compiler knows that
// it is on the main actor; in the Swift 5 mode it does not, and `assumeIsolated` tells it (and
// checks it).
MainActor.assumeIsolated {
  let console = Console()
  let rootRouter = RootBuilder(dependency: AppComponent()).build()
  rootRouter.launch(from: console)
  print(rootRouter.treeDescription())

  // Read lines until the screen takes no more input, or the input ends.
  while let screen = console.rootScreen, let prompt = screen.prompt {
    print("\(prompt)> ", terminator: "")
    guard let line = readLine() else { break }
    screen.handle(line: line)
  }
  print(rootRouter.treeDescription())
}
