// swift-tools-version: 6.2
//
// swift-ribs: Uber's RIBs architecture for Swift, on every platform Swift runs on,
// with its own reactive streams and no package dependencies.

import PackageDescription

let package = Package(
  name: "swift-ribs",
  products: [
    .library(name: "RIBStreams", targets: ["RIBStreams"]),
    .library(name: "RIBCore", targets: ["RIBCore"]),
    .library(name: "RIBTesting", targets: ["RIBTesting"]),
    .executable(name: "TicTacToeCLI", targets: ["TicTacToeCLI"]),
  ],
  targets: [
    .target(name: "RIBStreams"),
    .target(name: "RIBCore", dependencies: ["RIBStreams"]),
    .target(name: "RIBTesting", dependencies: ["RIBCore", "RIBStreams"]),
    .executableTarget(
      name: "TicTacToeCLI",
      dependencies: ["RIBCore", "RIBStreams"],
      path: "Examples/TicTacToeCLI"
    ),
    .testTarget(name: "RIBStreamsTests", dependencies: ["RIBStreams"]),
    .testTarget(name: "RIBCoreTests", dependencies: ["RIBCore", "RIBStreams", "RIBTesting"]),
    .testTarget(name: "RIBTestingTests", dependencies: ["RIBTesting", "RIBCore", "RIBStreams"]),
    // The RIBs tutorial's own code, with only its imports changed, compiled the way an app
    // target on Swift 6 would build it (default main-actor isolation, as new Xcode app
    // targets use). It keeps "tutorial code ports by changing imports" true.
    .testTarget(
      name: "TutorialCompatibilityTests",
      dependencies: ["RIBCore", "RIBStreams", "RIBTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "TicTacToeCLITests",
      dependencies: ["TicTacToeCLI", "RIBTesting", "RIBCore", "RIBStreams"]
    ),
    // The code of the guides in Documentation/, built the way the guides tell users to build
    // theirs: the app code with default main-actor isolation (its `main.swift` is Getting
    // started's, so `swift run DocumentationExamples` runs that app), and its tests in a test
    // target without it, as XCTest requires. Scripts/build-docs.sh checks that each code block
    // of a guide is found in the file it names.
    .executableTarget(
      name: "DocumentationExamples",
      dependencies: ["RIBCore", "RIBStreams"],
      path: "Tests/DocumentationExamples",
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .testTarget(
      name: "DocumentationExamplesTests",
      dependencies: ["DocumentationExamples", "RIBCore", "RIBStreams", "RIBTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
