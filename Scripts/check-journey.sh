#!/usr/bin/env bash
# Walks a newcomer's path, as a person would, and fails at the first step where one would be
# stuck, saying which:
#
#   bash Scripts/check-journey.sh [SETTING...]    # default: all four
#
# In a scratch package next to a link named swift-ribs (as Getting started lays them out), it
# follows Documentation/GettingStarted.md from its own text (Scripts/journey/follow_guide.py
# makes the files its steps create and the edits they show), builds and runs the app, adds the
# guide's test target and runs its tests, adds the tests of Testing with RIBTesting (which test
# this app with mocks of Root's protocols), runs the `new-rib` command the guide shows, makes
# the edits new-rib printed to the letter (Scripts/journey/apply_wiring.py), finishes the
# guide, and then scaffolds a view-less child and an outline tree under Root, wired the same
# way. After each step it builds, runs the app or runs the tests.
#
# It does all of it in each build setting the guides promise, app and tests alike:
#   Swift5           the Swift 5 language mode
#   Swift6MainActor  Swift 6 with .defaultIsolation(MainActor.self): the guide's own manifest
#   Swift6Upcoming   the same plus InferIsolatedConformances and NonisolatedNonsendingByDefault
#   Swift6           plain Swift 6 (the guide's protocols that refine only AnyObject are
#                    @MainActor already, so it needs no edit)
# Test targets take no default isolation, as Testing with RIBTesting says; otherwise the same
# settings as the app. And in the example's own setting:
#   Example          a copy of the example app and its tests, with new-rib run under its Root
#                    and its view-less LoggedIn (a viewful and a view-less child), wired as
#                    printed, built and tested
#
# The guide's SwiftUI track (steps 11 to 14, the package HelloSwiftUI) is walked in the same four
# settings, with one build and one test run each: its RIB, view model and headless tests build
# and run here; its SwiftUI view and app are under `#if canImport(SwiftUI)`, so this build skips
# them and runs the app's other `@main`, which must print its one line. The track's sources are
# left in .build/consumers/swiftui-journey-output, where Scripts/check-swiftui-standin.sh (in
# .ci/run) type-checks the SwiftUI half against the stand-in in the four settings.
#
#   JOURNEY_TRACKS="swiftui" bash Scripts/check-journey.sh Swift6   # one track, one setting
#
# JOURNEY_TRACKS: the tracks to walk in the four settings, `console` (steps 1 to 10 and new-rib)
# and `swiftui`; both unless told.
#
# Everything it writes is under .build/consumers: the packages, the logs (journey-logs), and the
# build folder, which Scripts/check-new-rib.sh shares (its package depends on the same link, so
# swift-ribs is compiled once for both).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
guide="$root/Documentation/GettingStarted.md"
work="$root/.build/consumers"
app="$work/HelloRIBs"
build="$work/build"
logs="$work/journey-logs"
mkdir -p "$work" "$logs"
# Getting started puts the package next to swift-ribs and depends on it as ../swift-ribs.
ln -sfn "$root" "$work/swift-ribs"

tracks=" ${JOURNEY_TRACKS:-console swiftui} "
settings=("$@")
[[ ${#settings[@]} -gt 0 ]] || settings=(Swift5 Swift6MainActor Swift6Upcoming Swift6 Example)
setting=""

step() { printf '\n==> [%s] %s\n' "$setting" "$*"; }
# Fails the check, naming the step a newcomer is stuck at and where the details are.
stuck() {
  local log=$1
  shift
  echo "check-journey: [$setting] a newcomer is stuck: $*" >&2
  if [[ -f $log ]]; then
    echo "--- the last lines of $log:" >&2
    grep -E 'error:|warning:' "$log" | sort -u | head -n 20 >&2 || tail -n 30 "$log" >&2
  fi
  exit 1
}

app_settings() {
  case $1 in
    Swift5) echo '.swiftLanguageMode(.v5)' ;;
    Swift6MainActor) echo '.defaultIsolation(MainActor.self)' ;;
    Swift6Upcoming)
      echo '.defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault")'
      ;;
    Swift6) echo '' ;;
  esac
}
test_settings() {
  case $1 in
    Swift5) echo '.swiftLanguageMode(.v5)' ;;
    Swift6Upcoming)
      echo '.enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault")'
      ;;
    *) echo '' ;;
  esac
}

# The guide's manifest, in this run's setting: the app target's settings replaced, the test
# target's added.
set_manifest() {
  APP_SETTINGS=$(app_settings "$setting") TEST_SETTINGS=$(test_settings "$setting") \
    python3 - "$app/Package.swift" << 'PYTHON'
import os, re, sys
path = sys.argv[1]
text = open(path).read()
guide_line = "swiftSettings: [.defaultIsolation(MainActor.self)]"
if guide_line not in text:
    sys.exit("the guide's manifest no longer has " + guide_line)
text = text.replace(guide_line, "swiftSettings: [" + os.environ["APP_SETTINGS"] + "]")
test = os.environ["TEST_SETTINGS"]
if test and ".testTarget(" in text:
    start = text.index(".testTarget(")
    end = text.index("\n    ),", start)
    text = text[:end] + ",\n      swiftSettings: [" + test + "]" + text[end:]
open(path, "w").write(text)
PYTHON
}

follow() {
  local number=$1
  python3 "$root/Scripts/journey/follow_guide.py" "$guide" "$app" "$number" \
    > "$logs/follow-$number.log" 2>&1 \
    || stuck "$logs/follow-$number.log" "Getting started, step $number, cannot be followed as written"
}

swift_build() {
  local what=$1 log="$logs/$setting-build-$2.log"
  (cd "$app" && swift build --scratch-path "$build" --build-tests > "$log" 2>&1) \
    || stuck "$log" "$what does not build"
  if grep -q 'warning:' "$log"; then stuck "$log" "$what builds with warnings"; fi
}

# Builds everything and runs the tests, with one SwiftPM command (`swift test` builds what
# `swift build --build-tests` does, executables included).
swift_build_and_test() {
  local what=$1 log="$logs/$setting-build-and-test-$2.log"
  if ! (cd "$app" && swift test --scratch-path "$build" > "$log" 2>&1); then
    grep -q 'Build complete!' "$log" || stuck "$log" "$what does not build"
    stuck "$log" "$what: the tests fail"
  fi
  # The build's part of the log: what the tests print is theirs.
  if sed '/Build complete!/q' "$log" | grep -q 'warning:'; then
    stuck "$log" "$what builds with warnings"
  fi
}

run_app() {
  local what=$1 input=$2 log="$logs/$setting-run-$3.log"
  printf "$input" | "$build/debug/HelloRIBs" > "$log" 2>&1 || stuck "$log" "$what: the app fails"
  for expected in "${@:4}"; do
    grep -qF -- "$expected" "$log" \
      || stuck "$log" "$what: the app's output has no \"$expected\" ($(tr '\n' '|' < "$log"))"
  done
}

new_rib() {
  local what=$1 log="$logs/$setting-new-rib-$2.log"
  shift 2
  [[ $1 == swift && $2 == package ]] || stuck "" "$what: not a swift package command: $*"
  shift 2
  (cd "$app" && swift package --scratch-path "$build" "$@" > "$log" 2> "$log.err") \
    || stuck "$log.err" "$what: new-rib refused: $(grep 'error:' "$log.err")"
  python3 "$root/Scripts/journey/apply_wiring.py" "$app" < "$log" 2> "$log.apply" \
    || stuck "$log.apply" "$what: $(cat "$log.apply")"
}

# The example, as a package of its own that depends on swift-ribs: new-rib under its Root and its
# view-less LoggedIn, the printed edits made, then built and tested.
example_journey() {
  local example="$work/Example"
  rm -rf "$example"
  mkdir -p "$example/Sources" "$example/Tests"
  # Its module is renamed: swift-ribs has a target TicTacToeCLI already.
  cp -R "$root/Examples/TicTacToeCLI" "$example/Sources/ExampleApp"
  cp -R "$root/Tests/TicTacToeCLITests" "$example/Tests/ExampleAppTests"
  # These run the TicTacToeCLI executable of swift-ribs' own build.
  rm "$example/Tests/ExampleAppTests/EndToEnd/ExecutableTests.swift"
  grep -rl 'import TicTacToeCLI' "$example/Tests" | xargs sed -i 's/import TicTacToeCLI/import ExampleApp/'
  cat > "$example/Package.swift" << 'MANIFEST'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Example",
  platforms: [.iOS(.v18), .macOS(.v15)],
  dependencies: [.package(path: "../swift-ribs")],
  targets: [
    .executableTarget(
      name: "ExampleApp",
      dependencies: [
        .product(name: "RIBCore", package: "swift-ribs"),
        .product(name: "RIBStreams", package: "swift-ribs"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ExampleAppTests",
      dependencies: [
        "ExampleApp",
        .product(name: "RIBTesting", package: "swift-ribs"),
        .product(name: "RIBCore", package: "swift-ribs"),
        .product(name: "RIBStreams", package: "swift-ribs"),
      ]),
  ]
)
MANIFEST
  app="$example"
  step "the example: new-rib under Root and under the view-less LoggedIn, wired as printed"
  new_rib "the example, a child of Root" help \
    swift package --allow-writing-to-package-directory new-rib Help --parent Root
  new_rib "the example, a child of the view-less LoggedIn" stats \
    swift package --allow-writing-to-package-directory new-rib Stats --parent LoggedIn
  new_rib "the example, a view-less child of the view-less LoggedIn" lobby \
    swift package --allow-writing-to-package-directory new-rib Lobby --parent LoggedIn --viewless
  swift_build_and_test "the example with the wiring new-rib printed" example
  app="$work/HelloRIBs"
}

# Getting started's SwiftUI track, steps 11 to 14, in a package of its own next to HelloRIBs:
# made as written, built once with its tests, its tests run, its app run (here, where SwiftUI
# does not exist, it prints what to run instead), and its sources left for the stand-in check.
swiftui_journey() {
  local console_app=$app
  app="$work/HelloSwiftUI"
  rm -rf "$app"
  mkdir -p "$app"
  step "Getting started, steps 11 to 14: the SwiftUI track (RIB, view model, view, tests, app)"
  for number in 11 12 13 14; do follow "$number"; done
  set_manifest
  swift_build_and_test "the SwiftUI track of Getting started (steps 11 to 14), with step 13's headless tests," swiftui
  local log="$logs/$setting-run-swiftui.log"
  "$build/debug/HelloSwiftUI" > "$log" 2>&1 || stuck "$log" "Getting started, step 14: the app fails"
  grep -qF 'run its tests: swift test' "$log" \
    || stuck "$log" "Getting started, step 14: where SwiftUI does not exist, the app does not say what to run"
  rm -rf "$swiftui_output"
  mkdir -p "$swiftui_output"
  cp -R "$app/Sources/HelloSwiftUI" "$swiftui_output/HelloSwiftUI"
  app=$console_app
}
swiftui_output="$work/swiftui-journey-output"

for setting in "${settings[@]}"; do
  if [[ $setting == Example ]]; then
    example_journey
    continue
  fi
  if [[ $tracks == *" swiftui "* ]]; then swiftui_journey; fi
  [[ $tracks == *" console "* ]] || continue
  rm -rf "$app"
  mkdir -p "$app"

  step "Getting started, steps 1 to 6: make the app, run it"
  for number in 1 2 3 4 5; do follow "$number"; done
  set_manifest
  swift_build "the app of Getting started, step 6," app
  run_app "Getting started, step 6" 'Ada\n\n' app \
    "└── GreetingRouter (active)" "Hello, Ada!" "Bye!"

  step "step 7: the test target and its test"
  follow 7
  set_manifest
  swift_build_and_test "the test target of Getting started, step 7," tests

  if [[ $setting == Swift6MainActor ]]; then
    step "step 8 shows what new-rib prints for the guide's app"
    read -r -a command <<< "$(python3 "$root/Scripts/journey/follow_guide.py" "$guide" --commands 8)"
    (cd "$app" && swift package --scratch-path "$build" "${command[@]:2}" --dry-run \
      > "$logs/dry-run.log" 2> "$logs/dry-run.err") \
      || stuck "$logs/dry-run.err" "Getting started, step 8: new-rib refused"
    python3 "$root/Scripts/journey/follow_guide.py" "$guide" --printed 8 > "$logs/guide-printed.txt"
    python3 -c 'import sys; t = open(sys.argv[1]).read(); t = t[t.index("\nWire ") + 1 : t.index("Dry run:")]; print(t.rstrip("\n"))' \
      "$logs/dry-run.log" > "$logs/new-rib-printed.txt"
    diff -u "$logs/guide-printed.txt" "$logs/new-rib-printed.txt" > "$logs/printed.diff" \
      || stuck "$logs/printed.diff" "Getting started, step 8, shows other wiring than new-rib prints (diff in $logs/printed.diff)"
  fi

  step "Testing with RIBTesting: its tests of this app's parts, with mocks of Root's protocols"
  # Its tests of the whole tree are left out: step 9 changes what the tree does when Greeting
  # ends, on purpose.
  for file in HelloRIBsMocks RootRouterTests GreetingInteractorTests; do
    sed 's/@testable import DocumentationExamples/@testable import HelloRIBs/' \
      "$root/Tests/DocumentationExamplesTests/Testing/$file.swift" \
      > "$app/Tests/HelloRIBsTests/$file.swift"
  done
  swift_build "the tests of Testing with RIBTesting" testing-guide

  step "step 8: new-rib, then the edits it printed"
  commands=$(python3 "$root/Scripts/journey/follow_guide.py" "$guide" --commands 8)
  [[ -n $commands ]] || stuck "" "Getting started, step 8, shows no new-rib command"
  # The guide's command, word by word (it has no quoting).
  read -r -a command <<< "$commands"
  new_rib "Getting started, step 8" farewell "${command[@]}"
  swift_build_and_test "the app with the wiring new-rib printed (Getting started, step 8)," wired

  step "steps 9 and 10: Farewell on screen, and tested"
  follow 9
  swift_build "the app of Getting started, step 9," farewell
  run_app "Getting started, step 9" 'Ada\n\n\n' farewell \
    "Hello, Ada!" "Press Enter to leave>" "Bye!"
  follow 10
  swift_build_and_test "the test of Getting started, step 10," farewell-test

  step "a view-less child and an outline tree under Root, wired as new-rib printed"
  new_rib "a view-less child (new-rib Session --parent Root --viewless)" session \
    swift package --allow-writing-to-package-directory new-rib Session --parent Root --viewless
  printf -- '- Root (existing)\n  - Menu\n    - Settings (viewless)\n      - Profile\n' \
    > "$app/tree.md"
  new_rib "an outline tree (new-rib --outline tree.md)" outline \
    swift package --allow-writing-to-package-directory new-rib --outline tree.md
  swift_build_and_test "the app with a view-less child and an outline tree wired in" more
  run_app "the app with more children" 'Ada\n\n\n' more "Bye!"
done

setting=all
step "the newcomer's path holds in: ${settings[*]}"
