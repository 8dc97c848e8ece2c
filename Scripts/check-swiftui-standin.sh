#!/usr/bin/env bash
# Type-checks this package's `#if canImport(SwiftUI)` code, which no Linux build compiles
# otherwise, against a stand-in `SwiftUI` module (Scripts/swiftui-standin/SwiftUI.swift.txt,
# written from Apple's documented signatures).
#
#   bash Scripts/check-swiftui-standin.sh
#   SWIFTUI_STANDIN_EXTRA_DIRS="Examples/Foo/Views /tmp/new-rib-output" \
#     bash Scripts/check-swiftui-standin.sh
#
# Two configurations, each a scratch package that depends on this one by path:
#   macOS-like: the SwiftUI stand-in alone, so RIBCore builds without UIKit;
#   iOS-like:   the UIKit stand-in (Scripts/uikit-standin) too, so RIBCore's and the SwiftUI
#               stand-in's `#if canImport(UIKit)` halves (`uiviewController`,
#               `UIHostingController`) are compiled. This configuration also builds and runs
#               UIKitApp (Scripts/uikit-standin/App.swift.txt and ImplicitImports.swift.txt):
#               RIB views written as UIKit RIBs apps write them, presenting
#               `viewController.uiviewController` on an `any ViewControllable`, and a RIB file
#               that imports only RIBCore and RIBStreams yet sees UIKit's and Foundation's
#               names, as `import RIBs` made it.
# In each, the product RIBSwiftUI and an app (Scripts/swiftui-standin/App.swift.txt) are built
# with warnings as errors in the four settings users build in: Swift 5; Swift 6 with default
# main-actor isolation; the same with InferIsolatedConformances and
# NonisolatedNonsendingByDefault; plain Swift 6.
#
# SWIFTUI_STANDIN_EXTRA_DIRS: space-separated directories (absolute, or relative to the
# repository) whose Swift files are built the same way, each as a library target in the four
# settings, depending on RIBCore, RIBStreams and RIBSwiftUI. For the example's SwiftUI views and
# `new-rib --swiftui` output. A directory written `DIR@main-actor` holds app code written for
# default main-actor isolation (as the example is) and is built in the two settings that have
# it. Symbolic links are followed; Markdown files are left out.
#
# SWIFTUI_STANDIN_APPS: space-separated `APP_DIR:LIBRARY_DIR` pairs, for an app target whose
# `@main` type lives in a library it imports (the example's TicTacToeSwiftUIApp). The library
# is built once, as a target named after its folder plus `StandIn` (this package has a target
# of the folder's name; the app's `import` of it is rewritten to match), in the
# setting `@main-actor` after it asks for (else plain Swift 6), and the app's files as an
# executable in each of the four settings, depending on it.
#
# Prints one line per configuration; exits non-zero on the first failure, after its errors.
# Everything it writes is under .build/swiftui-standin.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# Kept between runs (the packages are rewritten each time), so that a second run builds only
# what changed.
work="$root/.build/swiftui-standin"
mkdir -p "$work"

fail() {
  echo "SwiftUI stand-in check: $*" >&2
  exit 1
}

settings_names=(Swift5 Swift6MainActor Swift6Upcoming Swift6)
settings() {
  case $1 in
    Swift5) echo '[.swiftLanguageMode(.v5)]' ;;
    Swift6MainActor) echo '[.defaultIsolation(MainActor.self)]' ;;
    Swift6Upcoming)
      echo '[.defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"), .enableUpcomingFeature("NonisolatedNonsendingByDefault")]'
      ;;
    Swift6) echo '[]' ;;
  esac
}

grep -q '"RIBSwiftUI"' "$root/Package.swift" \
  || fail "$root/Package.swift has no RIBSwiftUI product to check"

extra_dirs=()
extra_main_actor_only=()
for dir in ${SWIFTUI_STANDIN_EXTRA_DIRS:-}; do
  main_actor_only=false
  if [[ $dir == *@main-actor ]]; then
    main_actor_only=true
    dir=${dir%@main-actor}
  fi
  [[ $dir == /* ]] || dir="$root/$dir"
  [[ -d $dir ]] || fail "SWIFTUI_STANDIN_EXTRA_DIRS: no directory $dir"
  extra_dirs+=("$dir")
  extra_main_actor_only+=("$main_actor_only")
done

app_dirs=()
app_libraries=()
app_library_main_actor=()
for pair in ${SWIFTUI_STANDIN_APPS:-}; do
  app=${pair%%:*}
  library=${pair#*:}
  [[ $app != "$pair" ]] || fail "SWIFTUI_STANDIN_APPS: $pair is not APP_DIR:LIBRARY_DIR"
  main_actor=false
  if [[ $library == *@main-actor ]]; then
    main_actor=true
    library=${library%@main-actor}
  fi
  [[ $app == /* ]] || app="$root/$app"
  [[ $library == /* ]] || library="$root/$library"
  [[ -d $app ]] || fail "SWIFTUI_STANDIN_APPS: no directory $app"
  [[ -d $library ]] || fail "SWIFTUI_STANDIN_APPS: no directory $library"
  app_dirs+=("$app")
  app_libraries+=("$library")
  app_library_main_actor+=("$main_actor")
done

# Whether extra directory number $1 (from 1) is built in setting $2.
builds_extra_in() {
  [[ ${extra_main_actor_only[$(($1 - 1))]} == false || $2 == Swift6MainActor || $2 == Swift6Upcoming ]]
}

# Builds a stand-in module and its shared library into $1 from $2, with extra flags after.
build_standin() {
  local out=$1 name=$2 source=$3
  shift 3
  mkdir -p "$out"
  # Unchanged since the last run: rebuilding it would make every module that imports it stale.
  if [[ -f "$out/lib$name.so" ]] && cmp -s "$source" "$out/$name.swift"; then return; fi
  cp "$source" "$out/$name.swift"
  swiftc -parse-as-library -emit-module -emit-library -module-name "$name" -swift-version 6 \
    "$@" "$out/$name.swift" -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.so"
}

# Writes the scratch package for one configuration into $1; with $2 = uikit, the UIKit app too.
write_package() {
  local package=$1 uikit=${2:-} ribs
  ribs='[.product(name: "RIBCore", package: "swift-ribs"), .product(name: "RIBStreams", package: "swift-ribs"), .product(name: "RIBSwiftUI", package: "swift-ribs")]'
  {
    echo '// swift-tools-version: 6.2'
    echo 'import PackageDescription'
    echo
    echo 'let package = Package('
    echo '  name: "SwiftUIStandinCheck",'
    echo "  dependencies: [.package(name: \"swift-ribs\", path: \"$root\")],"
    echo '  targets: ['
    for setting in "${settings_names[@]}"; do
      echo "    .executableTarget(name: \"App$setting\", dependencies: $ribs, swiftSettings: $(settings "$setting")),"
      local index=0
      for _ in "${extra_dirs[@]}"; do
        index=$((index + 1))
        builds_extra_in "$index" "$setting" || continue
        echo "    .target(name: \"Extra$index$setting\", dependencies: $ribs, swiftSettings: $(settings "$setting")),"
      done
      index=0
      for app in "${app_dirs[@]}"; do
        echo "    .executableTarget(name: \"$(basename "$app")$setting\", dependencies: ${ribs%]}, \"$(basename "${app_libraries[$index]}")StandIn\"], swiftSettings: $(settings "$setting")),"
        index=$((index + 1))
      done
    done
    index=0
    for library in "${app_libraries[@]}"; do
      local library_setting=Swift6
      [[ ${app_library_main_actor[$index]} == true ]] && library_setting=Swift6MainActor
      echo "    .target(name: \"$(basename "$library")StandIn\", dependencies: $ribs, swiftSettings: $(settings "$library_setting")),"
      index=$((index + 1))
    done
    if [[ $uikit == uikit ]]; then
      echo '    .executableTarget(name: "UIKitApp", dependencies: [.product(name: "RIBCore", package: "swift-ribs"), .product(name: "RIBTesting", package: "swift-ribs")], swiftSettings: [.defaultIsolation(MainActor.self)]),'
    fi
    echo '  ],'
    echo '  swiftLanguageModes: [.v6]'
    echo ')'
  } >"$package/Package.swift"
  for setting in "${settings_names[@]}"; do
    mkdir -p "$package/Sources/App$setting"
    cp "$root/Scripts/swiftui-standin/App.swift.txt" "$package/Sources/App$setting/App.swift"
    local index=0
    for dir in "${extra_dirs[@]}"; do
      index=$((index + 1))
      builds_extra_in "$index" "$setting" || continue
      mkdir -p "$package/Sources/Extra$index$setting"
      cp -RL "$dir/." "$package/Sources/Extra$index$setting/"
      find "$package/Sources/Extra$index$setting" -name '*.md' -delete
    done
    for app in "${app_dirs[@]}"; do
      mkdir -p "$package/Sources/$(basename "$app")$setting"
      cp -RL "$app/." "$package/Sources/$(basename "$app")$setting/"
      find "$package/Sources/$(basename "$app")$setting" -name '*.md' -delete
      # The library is built here under another name: this package's own target of that name
      # is in the graph too, and names must be unique in it.
      local library_index=0 library_name
      for other in "${app_dirs[@]}"; do
        [[ $other == "$app" ]] && break
        library_index=$((library_index + 1))
      done
      library_name=$(basename "${app_libraries[$library_index]}")
      find "$package/Sources/$(basename "$app")$setting" -name '*.swift' -exec \
        sed -i "s/^\\([[:space:]]*\\)import $library_name\$/\\1import ${library_name}StandIn/" {} +
    done
  done
  if [[ $uikit == uikit ]]; then
    mkdir -p "$package/Sources/UIKitApp"
    cp "$root/Scripts/uikit-standin/App.swift.txt" "$package/Sources/UIKitApp/main.swift"
    cp "$root/Scripts/uikit-standin/ImplicitImports.swift.txt" \
      "$package/Sources/UIKitApp/ImplicitImports.swift"
  fi
  for library in "${app_libraries[@]}"; do
    mkdir -p "$package/Sources/$(basename "$library")StandIn"
    cp -RL "$library/." "$package/Sources/$(basename "$library")StandIn/"
    find "$package/Sources/$(basename "$library")StandIn" -name '*.md' -delete
  done
}

# Builds one configuration: $1 its name, $2 `uikit` to build and run the UIKit app too (or
# `-`), then pairs of stand-in directory and module name.
check_configuration() {
  local name=$1 uikit=$2
  shift 2
  local package="$work/$name/package" flags=() library_path=""
  while (($#)); do
    flags+=(-Xswiftc "-I$1" -Xlinker "-L$1" -Xlinker "-l$2")
    library_path+="${library_path:+:}$1"
    shift 2
  done
  rm -rf "$package/Package.swift" "$package/Sources"
  mkdir -p "$package"
  write_package "$package" "$uikit"
  if ! (cd "$package" && swift build -Xswiftc -warnings-as-errors "${flags[@]}") \
    >"$work/$name.log" 2>&1; then
    grep -E 'error:|warning:' "$work/$name.log" | sort -u >&2 || true
    tail -n 20 "$work/$name.log" >&2
    fail "$name: the build failed"
  fi
  local extras=""
  ((${#extra_dirs[@]})) && extras=" and ${#extra_dirs[@]} extra director$( ((${#extra_dirs[@]} == 1)) && echo y || echo ies)"
  ((${#app_dirs[@]})) && extras+=" and ${#app_dirs[@]} app target$( ((${#app_dirs[@]} == 1)) || echo s)"
  echo "SwiftUI stand-in check: $name: RIBSwiftUI, the app$extras build in ${settings_names[*]}"
  [[ $uikit == uikit ]] || return 0
  local output expected
  output="$(LD_LIBRARY_PATH="$library_path" "$package/.build/debug/UIKitApp")" \
    || fail "$name: UIKitApp failed: $output"
  expected=$'presented: true\nmock presented: true\ndismissed: true\nimplicit imports: 12.50 at 0 receipt example.com, 2 screens'
  [[ $output == "$expected" ]] || fail "$name: UIKitApp printed, unexpectedly:"$'\n'"$output"
  echo "SwiftUI stand-in check: $name: uiviewController works on any ViewControllable; UIKit's and"
  echo "Foundation's names are visible through import RIBCore"
}

swiftui_source="$root/Scripts/swiftui-standin/SwiftUI.swift.txt"
uikit_source="$root/Scripts/uikit-standin/UIKit.swift.txt"

build_standin "$work/macos/SwiftUI" SwiftUI "$swiftui_source"
check_configuration macOS-like - "$work/macos/SwiftUI" SwiftUI

build_standin "$work/ios/UIKit" UIKit "$uikit_source"
build_standin "$work/ios/SwiftUI" SwiftUI "$swiftui_source" \
  -I "$work/ios/UIKit" -L "$work/ios/UIKit" -lUIKit
check_configuration iOS-like uikit "$work/ios/UIKit" UIKit "$work/ios/SwiftUI" SwiftUI
