#!/usr/bin/env bash
# Checks `swift package new-rib` as a user runs it: in a scratch package that depends on this
# one by path, it scaffolds RIBs under an existing root (Scripts/new-rib-check/Root), in one
# target per build setting, builds everything (failing on any warning), runs the generated
# tests, checks that a leak fails them, lints the generated code, and checks that bad input
# through the plugin writes nothing.
#
#   bash Scripts/check-new-rib.sh
#
# In each target: a tree from an outline, whose parents come wired to their children, and a
# SwiftUI RIB (--swiftui); then a viewful RIB, a view-less one, a child of the view-less one, a
# view-less child of it, and a SwiftUI tree from an outline (--swiftui --outline: a SwiftUI
# parent that shows its children in a ViewSlot, lending its view model to a view-less child),
# one command each (except in plain Swift 6, to save time). The SwiftUI views themselves
# (`…View.swift`, `#if canImport(SwiftUI)`) are not compiled here: Linux has no SwiftUI; they
# are left in .build/new-rib-check/swiftui-output for check-swiftui-standin.sh. The
# targets are built in the settings the generated code must compile in:
# Swift 5; Swift 6 with default main-actor isolation; the same with the upcoming features
# InferIsolatedConformances and NonisolatedNonsendingByDefault; and plain Swift 6.
#
# The scratch package is .build/consumers/NewRIBCheck, next to a link named swift-ribs that it
# depends on; its build folder, .build/consumers/build, is shared with Scripts/check-journey.sh,
# whose packages depend on the same link, so swift-ribs is compiled once for both.
# .build/new-rib-check/swiftui-output holds the SwiftUI RIBs for
# Scripts/check-swiftui-standin.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# The scratch package is made afresh each run, always at the same path, so that its build
# folder stays valid and later runs rebuild only the scaffolded code.
consumers="$root/.build/consumers"
scratch="$consumers/NewRIBCheck"
build="$consumers/build"
rm -rf "$scratch"
mkdir -p "$scratch"
ln -sfn "$root" "$consumers/swift-ribs"

step() { printf '\n==> %s\n' "$*"; }
fail() {
  echo "check-new-rib: $*" >&2
  exit 1
}

targets=(Swift5 Swift6MainActor Swift6Upcoming Swift6)
settings() {
  case $1 in
    Swift5) echo 'swiftSettings: [.swiftLanguageMode(.v5)]' ;;
    Swift6MainActor) echo 'swiftSettings: [.defaultIsolation(MainActor.self)]' ;;
    Swift6Upcoming)
      echo 'swiftSettings: [.defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault")]'
      ;;
    Swift6) echo 'swiftSettings: []' ;;
  esac
}

step "scratch package in $scratch"
{
  echo '// swift-tools-version: 6.2'
  echo 'import PackageDescription'
  echo
  echo 'let ribs: [Target.Dependency] = ['
  echo '  .product(name: "RIBCore", package: "swift-ribs"),'
  echo '  .product(name: "RIBStreams", package: "swift-ribs"),'
  echo '  .product(name: "RIBSwiftUI", package: "swift-ribs"),'
  echo ']'
  echo 'let package = Package('
  echo '  name: "Scratch",'
  echo '  dependencies: [.package(path: "../swift-ribs")],'
  echo '  targets: ['
  for target in "${targets[@]}"; do
    echo "    .target(name: \"$target\", dependencies: ribs, $(settings "$target")),"
    echo "    .testTarget("
    echo "      name: \"${target}Tests\","
    echo "      dependencies: [\"$target\", .product(name: \"RIBTesting\", package: \"swift-ribs\")] + ribs,"
    echo "      $(settings "$target")),"
  done
  echo '  ],'
  echo '  swiftLanguageModes: [.v6]'
  echo ')'
} > "$scratch/Package.swift"
for target in "${targets[@]}"; do
  mkdir -p "$scratch/Sources/$target" "$scratch/Tests/${target}Tests"
  cp -R Scripts/new-rib-check/Root "$scratch/Sources/$target/"
  # A test target needs a source file to be one; new-rib adds the rest.
  echo '// The tests new-rib writes go here.' > "$scratch/Tests/${target}Tests/Placeholder.swift"
done
cat > "$scratch/tree.md" << 'OUTLINE'
# The part of the app behind the menu

- Root (existing)
  - Menu
    - Settings (viewless)
      - Profile
      - Account (viewless)
        - Password
OUTLINE
cat > "$scratch/swiftui-tree.md" << 'OUTLINE'
- Root (existing)
  - Lobby
    - Table (viewless)
      - Seat
    - Rules
OUTLINE

new_rib() {
  (cd "$scratch" && swift package --scratch-path "$build" --allow-writing-to-package-directory \
    new-rib "$@")
}

# Every file of the scratch package's sources and tests, with its checksum.
tree_state() { (cd "$scratch" && find Sources Tests -type f -exec cksum {} + | sort); }

step "bad input through the plugin: one line, non-zero exit, nothing written"
# Each kind of bad input is RIBScaffoldTests' (BadInputTests); this checks that the plugin
# passes the exit status and the one line on.
before=$(tree_state)
if new_rib 9Lives --target Swift5 --parent Root > "$scratch/out" 2> "$scratch/err"; then
  fail "an invalid name was accepted"
fi
grep -q '^error: `9Lives` is not a valid Swift identifier' "$scratch/err" \
  || fail "unexpected error output: $(cat "$scratch/err")"
[[ $(grep -c '^error:' "$scratch/err") == 1 ]] || fail "more than one error line"
[[ $(tree_state) == "$before" ]] || fail "bad input changed the package"

for target in "${targets[@]}"; do
  step "scaffold in $target"
  new_rib --target "$target" --outline tree.md > /dev/null
  new_rib Board --target "$target" --parent Root --swiftui > /dev/null
  # Each command costs a few seconds of SwiftPM's start-up: plain Swift 6, the least demanding
  # setting, gets the outline only.
  [[ $target == Swift6 ]] && continue
  new_rib LoggedOut --target "$target" --parent Root > /dev/null
  new_rib LoggedIn --target "$target" --parent Root --viewless > /dev/null
  new_rib OffGame --target "$target" --parent LoggedIn > /dev/null
  new_rib Scores --target "$target" --parent LoggedIn --viewless > /dev/null
  new_rib --target "$target" --outline swiftui-tree.md --swiftui > /dev/null
done

# The SwiftUI RIBs with what they need of Root, alone: Scripts/check-swiftui-standin.sh builds
# them against its stand-in SwiftUI, views included (.ci/run passes this folder in
# SWIFTUI_STANDIN_EXTRA_DIRS).
swiftui_output="$root/.build/new-rib-check/swiftui-output"
rm -rf "$swiftui_output"
mkdir -p "$swiftui_output/Root"
cp Scripts/new-rib-check/Root/*.swift "$swiftui_output/Root/"
for rib in Board Lobby Table Seat Rules; do
  cp -R "$scratch/Sources/Swift5/$rib" "$swiftui_output/"
done
cp "$scratch/Sources/Swift5/Root/RootComponent+Board.swift" \
  "$scratch/Sources/Swift5/Root/RootComponent+Lobby.swift" "$swiftui_output/Root/"

# A leak on purpose, in an extension of a generated suite: the suite's RIB environment must
# turn it into a failure of this test (it is left out of the run of the generated tests).
cat > "$scratch/Tests/Swift6MainActorTests/Menu/MenuLeakOnPurpose.swift" << 'SWIFT'
import Testing

@testable import Swift6MainActor

/// Keeps what the test below leaks.
var keptOnPurpose: [AnyObject] = []

extension MenuRouterTests {
  /// Keeps the interactor of a router that is released: a leak.
  @Test func leaksItsInteractorOnPurpose() {
    keptOnPurpose.append(interactor)
  }
}
SWIFT

step "build the scratch package; any warning fails"
# Not -warnings-as-errors: the build folder is shared with check-journey.sh, which builds
# without it, and different compiler flags would compile swift-ribs a second time.
if ! (cd "$scratch" && swift build --scratch-path "$build" --build-tests) 2>&1 \
  | tee "$scratch/build.log"; then
  fail "the scratch package does not build"
fi
if grep -E '^/.+:[0-9]+:[0-9]+: warning: ' "$scratch/build.log" | sort -u | grep .; then
  fail "the scratch package builds with warnings"
fi

step "run the generated tests"
(cd "$scratch" && swift test --scratch-path "$build" --skip-build \
  --skip leaksItsInteractorOnPurpose 2>&1 | tail -n 3) | tee "$scratch/test-output"
grep -q 'passed' "$scratch/test-output" || fail "the generated tests did not pass"

step "a leak fails a generated suite's test"
if (cd "$scratch" && swift test --scratch-path "$build" --skip-build \
  --filter leaksItsInteractorOnPurpose > "$scratch/leak-output" 2>&1); then
  fail "a test of a generated suite leaked MenuInteractableMock and passed"
fi
grep -q 'MenuInteractableMock' "$scratch/leak-output" \
  || fail "the leak failure does not name the leaked MenuInteractableMock: $(tail -n 20 "$scratch/leak-output")"

step "swift format lint --strict on the generated code"
(cd "$scratch" && swift format lint --strict --recursive Sources Tests)

step "new-rib checks passed"
