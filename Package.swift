// swift-tools-version: 6.2
//
// swift-ribs: Uber's RIBs architecture for Swift, on every platform Swift runs on,
// with its own reactive streams and no package dependencies.

import PackageDescription

/// The compatibility fixture's files that the plain Swift 6 builds replace with
/// `PlainSwift6Listeners.swift`.
let fixtureListenerFiles = ["Root", "Welcome", "Ordering", "Menu", "Checkout"].map {
  "App/\($0)/\($0)Listeners.swift"
}

let package = Package(
  name: "swift-ribs",
  // RIBs apps support the current iOS and the two before it: 27, 26 and 18. The floor is what
  // Synchronization's `Mutex` and `Atomic` need (iOS 18.0, macOS 15.0); nothing else the
  // libraries use asks for more. Linux has no floor.
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RIBStreams", targets: ["RIBStreams"]),
    .library(name: "RIBCore", targets: ["RIBCore"]),
    .library(name: "RIBTesting", targets: ["RIBTesting"]),
    // SwiftUI and Observation: observable view models, slots, navigation stacks and modal
    // presentations that routers drive. Everything but the SwiftUI views builds and is tested
    // on every platform; RIBCore and RIBStreams know nothing of it.
    .library(name: "RIBSwiftUI", targets: ["RIBSwiftUI"]),
    .executable(name: "TicTacToeCLI", targets: ["TicTacToeCLI"]),
    // The SwiftUI example as an app: a window on macOS (`swift run TicTacToeSwiftUIApp`), a
    // simulator from Xcode; elsewhere it prints what to run instead.
    .executable(name: "TicTacToeSwiftUIApp", targets: ["TicTacToeSwiftUIApp"]),
    // `swift package new-rib`: scaffolds a RIB, its tests and its mocks in a package that
    // depends on this one (see Documentation/ScaffoldingARIB.md).
    .plugin(name: "NewRIB", targets: ["NewRIB"]),
  ],
  targets: [
    // What the libraries share and users never import: locks, the main-thread check, the
    // process-wide instance with a task-local override. Not a product; its declarations are
    // `package`, the inlinable ones `@usableFromInline`.
    .target(name: "RIBSupport"),
    .target(name: "RIBStreams", dependencies: ["RIBSupport"]),
    .target(name: "RIBCore", dependencies: ["RIBStreams", "RIBSupport"]),
    .target(name: "RIBTesting", dependencies: ["RIBCore", "RIBStreams", "RIBSupport"]),
    .target(name: "RIBSwiftUI", dependencies: ["RIBCore", "RIBStreams", "RIBSupport"]),
    .executableTarget(
      name: "TicTacToeCLI",
      dependencies: ["RIBCore", "RIBStreams"],
      path: "Examples/TicTacToeCLI",
      // As the README tells apps to build: main-actor by default, like a new Xcode app target.
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // The same example with SwiftUI views: its interactors, routers and the RIBs without a view
    // are the terminal app's files, linked; only the views (observable view models, and SwiftUI
    // views where SwiftUI exists) and the builders that make them are its own.
    .target(
      name: "TicTacToeSwiftUI",
      dependencies: ["RIBCore", "RIBStreams", "RIBSwiftUI"],
      path: "Examples/TicTacToeSwiftUI",
      exclude: ["README.md"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // Its entry point: the app in `TicTacToeSwiftUI` is `@main` here, so that the library's
    // tests link it without a second `main`.
    .executableTarget(
      name: "TicTacToeSwiftUIApp",
      dependencies: ["TicTacToeSwiftUI"],
      path: "Examples/TicTacToeSwiftUIApp",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // The scaffolder: the plugin hands the package's layout and the user's arguments to
    // RIBScaffoldTool, whose logic and templates live in RIBScaffold, where tests reach them.
    .target(name: "RIBScaffold"),
    .executableTarget(name: "RIBScaffoldTool", dependencies: ["RIBScaffold"]),
    .plugin(
      name: "NewRIB",
      capability: .command(
        intent: .custom(
          verb: "new-rib",
          description: "Scaffolds a RIB (or a tree of RIBs from an outline), its tests and mocks"),
        permissions: [
          .writeToPackageDirectory(reason: "new-rib writes the RIB's files into the target")
        ]),
      dependencies: ["RIBScaffoldTool"]
    ),
    .testTarget(name: "RIBScaffoldTests", dependencies: ["RIBScaffold"]),
    .testTarget(name: "RIBStreamsTests", dependencies: ["RIBStreams", "RIBSupport"]),
    .testTarget(
      name: "RIBSwiftUITests",
      dependencies: ["RIBSwiftUI", "RIBCore", "RIBStreams", "RIBTesting"]
    ),
    .testTarget(
      name: "RIBCoreTests", dependencies: ["RIBCore", "RIBStreams", "RIBTesting"],
      // The exports' golden files, read by path.
      exclude: ["Golden"]
    ),
    // Its XCTest reporting tests use the compatibility fixture's RIBs and mocks (linked in
    // `CompatibilityFixture/`).
    .testTarget(
      name: "RIBTestingTests",
      dependencies: ["RIBTesting", "RIBCore", "RIBStreams"],
      exclude: fixtureListenerFiles.map { "CompatibilityFixture/\($0)" }
    ),
    // The compatibility fixture (Tests/CompatibilityFixture): a small café app of this
    // project's, written in RIBs' shapes and idioms as RIBs apps are, with their kind of mocks
    // and tests, compiled and tested in the four settings users build apps in. Each target's
    // folder links to the one copy of the code; only the plain Swift 6 build swaps in its
    // documented edit. Beside it, Tests/CompatibilityFixture/AsyncAPI calls RIBs' async API with
    // RIBs' call shapes, and Tests/CompatibilityFixture/UserShapes holds shapes of app code that
    // compile against RxSwift (extensions of its trait protocols, disposables), unedited in all
    // four.
    fixtureTarget("CompatibilityFixtureSwift5Tests", [.swiftLanguageMode(.v5)]),
    fixtureTarget(
      "CompatibilityFixtureMainActorDefaultTests", [.defaultIsolation(MainActor.self)]),
    fixtureTarget(
      "CompatibilityFixtureApproachableConcurrencyTests",
      [
        .defaultIsolation(MainActor.self),
        .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      ]),
    fixtureTarget(
      "CompatibilityFixturePlainSwift6Tests", [],
      exclude: fixtureListenerFiles),
    // An interactor and its RxTest-style test as RIBs teams write them with RxSwift 6 and
    // RxTest, imports changed, in an app's usual setting and in Swift 5 (Tests/RxTestPort).
    .testTarget(
      name: "RxTestPortMainActorDefaultTests",
      dependencies: ["RIBCore", "RIBStreams", "RIBTesting"],
      path: "Tests/RxTestPortTargets/MainActorDefault",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "RxTestPortSwift5Tests",
      dependencies: ["RIBCore", "RIBStreams", "RIBTesting"],
      path: "Tests/RxTestPortTargets/Swift5",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // A short RxSwift program in main-actor top-level code, imports changed, and the test that
    // runs it and compares its output with RxSwift's.
    .executableTarget(
      name: "RxSwiftProgram", dependencies: ["RIBStreams"], path: "Tests/RxSwiftProgram"),
    .testTarget(name: "RxSwiftProgramTests", dependencies: ["RxSwiftProgram"]),
    // A synchronous program (main-actor top-level code that never runs the main queue) and the
    // test that runs it: what other threads hand to the main actor runs when it drains.
    .executableTarget(
      name: "SynchronousProgram", dependencies: ["RIBCore", "RIBStreams"],
      path: "Tests/SynchronousProgram"),
    .testTarget(name: "SynchronousProgramTests", dependencies: ["SynchronousProgram"]),
    .testTarget(
      name: "TicTacToeCLITests",
      dependencies: ["TicTacToeCLI", "RIBTesting", "RIBCore", "RIBStreams"]
    ),
    // The SwiftUI example driven through its view models, as its buttons would, on every
    // platform.
    .testTarget(
      name: "TicTacToeSwiftUITests",
      dependencies: ["TicTacToeSwiftUI", "RIBSwiftUI", "RIBTesting", "RIBCore", "RIBStreams"]
    ),
    // The code of the guides in Documentation/, built the way the guides tell users to build
    // theirs: the app code with default main-actor isolation (its `main.swift` is Getting
    // started's, so `swift run DocumentationExamples` runs that app), and its tests in a test
    // target without it, as XCTest requires. Scripts/build-docs.sh checks that each code block
    // of a guide is found in the file it names.
    .executableTarget(
      name: "DocumentationExamples",
      dependencies: ["RIBCore", "RIBStreams", "RIBSwiftUI"],
      path: "Tests/DocumentationExamples",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // The Composing RIBs guide's other tree: the one the tutorial write-ups this project
    // started from build, without a view-less LoggedIn. Its RIBs and tests in one target, built
    // as an app is.
    .testTarget(
      name: "FlatTreeExampleTests",
      dependencies: ["RIBCore", "RIBStreams", "RIBTesting"],
      path: "Tests/FlatTreeExample",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "DocumentationExamplesTests",
      dependencies: [
        "DocumentationExamples", "RIBCore", "RIBStreams", "RIBSwiftUI", "RIBTesting",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// A test target that compiles the compatibility fixture in `Tests/CompatibilityFixture` with
/// `settings`.
func fixtureTarget(
  _ name: String, _ settings: [SwiftSetting], exclude: [String] = []
) -> Target {
  let folder = String(
    name.dropFirst("CompatibilityFixture".count).dropLast("Tests".count))
  return .testTarget(
    name: name,
    dependencies: ["RIBCore", "RIBStreams", "RIBTesting"],
    path: "Tests/CompatibilityFixtureTargets/\(folder)",
    exclude: exclude,
    swiftSettings: settings
  )
}
