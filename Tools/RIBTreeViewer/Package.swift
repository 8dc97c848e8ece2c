// swift-tools-version: 6.2
//
// rib-tree-viewer: draws a running app's RIB tree in the browser, live, from the JSON Lines
// that RIBCore's tree-change events and snapshots are written as (the example writes them with
// `--inspect PATH`). A nested package, so that the root package keeps no dependencies.
//
// FlyingFox's socket layer, FlyingSocks, carries HTTP: it has no dependencies of its own (no
// SwiftNIO). A clean debug build of a one-route server took 15 s of CPU with FlyingFox 0.27.1 and
// 155 s with Hummingbird 2.28.1 (which brings SwiftNIO and its companions) on the 2-core CI
// machine; CI builds this package from scratch on every run. The HTTP server is the viewer's own
// (Sources/rib-tree-viewer/Server.swift): FlyingFox's reads header lines in quadratic time with no
// limit, and stops when `accept` fails.

import PackageDescription

let package = Package(
  name: "RIBTreeViewer",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "rib-tree-viewer", targets: ["rib-tree-viewer"])
  ],
  dependencies: [
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
  ],
  targets: [
    // The tree model, the JSON Lines reader, the file follower and the page: no server.
    .target(name: "RIBTreeViewerCore"),
    .executableTarget(
      name: "rib-tree-viewer",
      dependencies: [
        "RIBTreeViewerCore",
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]
    ),
    .testTarget(name: "RIBTreeViewerCoreTests", dependencies: ["RIBTreeViewerCore"]),
  ],
  swiftLanguageModes: [.v6]
)
