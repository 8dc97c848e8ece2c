// swift-tools-version: 6.2
//
// Benchmarks for swift-ribs: RIBStreams and RIBCore measured against OpenCombine and against
// the floor (a lock plus a direct closure call), in one release run. A nested package, so that
// the root package keeps no dependencies.

import PackageDescription

let package = Package(
  name: "RIBBenchmarks",
  // The root package's floor; see its Package.swift.
  platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [
    // Named: a path dependency's identity is otherwise its directory's name, which depends on
    // where the repository was cloned.
    .package(name: "swift-ribs", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // glibc's mallinfo2(), which the Glibc module does not export, for the memory scenario.
    .target(name: "CMallocStats"),
    // Counts the allocations of the calling thread, by defining malloc & co. in the executable
    // (glibc only), for the allocations-per-operation rows.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "RIBBenchmarks",
      dependencies: [
        "CAllocationCounter",
        "CMallocStats",
        .product(name: "RIBCore", package: "swift-ribs"),
        .product(name: "RIBStreams", package: "swift-ribs"),
        .product(name: "RIBSwiftUI", package: "swift-ribs"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
