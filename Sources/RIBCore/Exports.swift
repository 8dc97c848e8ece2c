// Upstream's RIBs framework, built with CocoaPods or Carthage, made UIKit and Foundation
// visible to every file that imported it, and RIB code written against it uses `URL`, `Date`,
// `String(format:)`, `UIImage` or `UINavigationController` without importing them. Re-exported
// here so that changing `import RIBs` to `import RIBCore` is the whole port. On Apple's
// platforms this costs nothing (UIKit loads Foundation anyway); on Linux it links Foundation
// into every program that uses RIBCore (Benchmarks/README.md has the measured cost).
// RIBStreams does not re-export it, so a program using only the streams stays without it.
// Scripts/build-docs.sh builds without the re-export, so that RIBCore's documentation (and its
// coverage check) is RIBCore's own API, not Foundation's.
#if !RIBS_DOCUMENTATION_BUILD
  @_exported import Foundation
#endif

#if canImport(UIKit) && !os(watchOS)
  @_exported import UIKit
#endif
