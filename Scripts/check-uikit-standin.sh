#!/usr/bin/env bash
# Builds RIBCore and RIBTesting against a stand-in `UIKit` module (Linux has none) and runs
# code that presents `viewController.uiviewController` on an
# `any ViewControllable`, as RIBs-iOS code does. Checks the `#if canImport(UIKit)` half of the
# library, which no Linux build compiles otherwise, and that a RIB file importing only RIBCore
# and RIBStreams sees UIKit's and Foundation's names, as `import RIBs` made it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/uikit" "$work/app/Sources/App"
cp "$root/Scripts/uikit-standin/UIKit.swift.txt" "$work/uikit/UIKit.swift"
swiftc -parse-as-library -emit-module -emit-library -module-name UIKit -swift-version 6 \
  "$work/uikit/UIKit.swift" -emit-module-path "$work/uikit/UIKit.swiftmodule" \
  -o "$work/uikit/libUIKit.so"

cp "$root/Scripts/uikit-standin/App.swift.txt" "$work/app/Sources/App/main.swift"
cp "$root/Scripts/uikit-standin/ImplicitImports.swift.txt" "$work/app/Sources/App/ImplicitImports.swift"
cat >"$work/app/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "uikit-standin-check",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "RIBCore", package: "$(basename "$root")"),
        .product(name: "RIBTesting", package: "$(basename "$root")"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)])
  ]
)
MANIFEST

cd "$work/app"
swift build -Xswiftc -warnings-as-errors -Xswiftc "-I$work/uikit" \
  -Xlinker "-L$work/uikit" -Xlinker -lUIKit
output="$(LD_LIBRARY_PATH="$work/uikit" .build/debug/App)"
expected=$'presented: true\nmock presented: true\ndismissed: true\nimplicit imports: 12.50 at 0 receipt example.com, 2 screens'
if [[ "$output" != "$expected" ]]; then
  printf 'UIKit stand-in check: unexpected output:\n%s\n' "$output" >&2
  exit 1
fi
echo "UIKit stand-in check: uiviewController works on any ViewControllable; UIKit's and"
echo "Foundation's names are visible through import RIBCore"
