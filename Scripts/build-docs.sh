#!/usr/bin/env bash
# Builds the DocC documentation of RIBStreams, RIBCore, RIBTesting and RIBSwiftUI, with the
# guides of Documentation/ as articles of RIBCore, and fails on any DocC warning (a broken symbol link,
# an undocumented parameter), on any undocumented public symbol, and on guide code that is not
# in the file it claims to come from.
#
#   bash Scripts/build-docs.sh
#   bash Scripts/build-docs.sh --serve [PORT]   # then serves the site on 127.0.0.1 (port 8000)
#
# The site is a web app that loads its pages from the server's root: opened as files, it is a
# blank page. Serve it, with --serve or any static web server rooted in the merged archive:
#
#   python3 -m http.server 8000 --bind 127.0.0.1 --directory .build-docs/swift-ribs.doccarchive
#
# and open http://127.0.0.1:8000/documentation/, whose landing page leads to Getting started,
# the guides and the four modules (Scripts/docs/landing_page.py writes it).
#
# Needs the toolchain's `docc` (next to `swift`) and python3; adds no package dependency.
# Everything it writes is under .build-docs/:
#   symbol-graphs/           what `swift build` emitted for the four library modules
#   catalogs/RIBCore.docc    Sources/RIBCore/RIBCore.docc plus the guides, made by
#                            Scripts/docs/make_articles.py
#   archives/*.doccarchive   one archive per module
#   swift-ribs.doccarchive   the four merged into one site, where links between modules work
#
# How links across modules are checked: each module is its own DocC archive, and an archive can
# resolve links into the archives it depends on (`--dependency`). Such links are written as
# absolute paths, ``/RIBCore/Diagnostic``. The order is RIBStreams, then RIBCore, then
# RIBTesting and RIBSwiftUI; but the guides live in RIBCore and link to RIBTesting and
# RIBSwiftUI, so RIBCore is converted twice: first without checks, only to give the other two
# something to link to, then with the guides and every check, against their archives.
#
# RIBSwiftUI's documentation is what Linux compiles of it: its SwiftUI views (under
# `#if canImport(SwiftUI)`) are not in its symbol graph, so its catalog's page describes them in
# words and links to the guide that shows them (Documentation/RIBsWithSwiftUI.md).
#
# In the guides, write ``RIBCore/Router``, ``RIBStreams/Observable``, ``RIBTesting/LeakChecker``,
# ``RIBSwiftUI/ViewSlot``
# (module first, no leading slash: that reads well on GitHub); make_articles.py adds the slash
# where DocC needs it. It also explains the other conventions the guides follow.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

serve=false
port=8000
case ${1:-} in
  "") ;;
  --serve)
    serve=true
    port=${2:-8000}
    [[ $port =~ ^[0-9]+$ ]] || { echo "error: --serve takes a port number, not '$port'" >&2; exit 2; }
    ;;
  *)
    echo "error: unknown argument '$1'; usage: bash Scripts/build-docs.sh [--serve [PORT]]" >&2
    exit 2
    ;;
esac

step() { printf '\n==> %s\n' "$*"; }

# The toolchain's docc: on PATH, or next to the real `swift` binary.
if command -v docc > /dev/null 2>&1; then
  docc=$(command -v docc)
else
  swift_bin=$(readlink -f "$(command -v swift)")
  docc="$(dirname "$swift_bin")/docc"
fi
if [[ ! -x "$docc" ]]; then
  echo "error: docc not found on PATH nor next to swift ($docc)" >&2
  exit 1
fi

out=.build-docs
symbols="$root/$out/symbol-graphs"
catalogs="$out/catalogs"
archives="$out/archives"
modules=(RIBStreams RIBCore RIBTesting RIBSwiftUI)

step "symbol graphs (swift build)"
# The compiler writes a module's symbol graph when it compiles the module, so the four modules
# are compiled afresh each time (a few seconds): an incremental build would skip a module whose
# dependency changed only in its comments, and leave its graph, which copies the comments of
# inherited members, out of date.
rm -rf "$out/build" "$symbols"
mkdir -p "$symbols"
# RIBTesting and RIBSwiftUI depend on the other two, not on each other: two builds, the second
# compiling only RIBSwiftUI. RIBS_DOCUMENTATION_BUILD leaves out RIBCore's re-export of
# Foundation, whose symbols would otherwise be documented as RIBCore's.
for target in RIBTesting RIBSwiftUI; do
  swift build --scratch-path "$out/build" --target "$target" -Xswiftc -DRIBS_DOCUMENTATION_BUILD \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$symbols" \
    -Xswiftc -emit-extension-block-symbols
done
# One directory per module: a DocC archive documents one module.
for module in "${modules[@]}"; do
  rm -rf "$symbols/by-module/$module"
  mkdir -p "$symbols/by-module/$module"
  cp "$symbols/$module".symbols.json "$symbols/by-module/$module/"
  if compgen -G "$symbols/$module@*.symbols.json" > /dev/null; then
    cp "$symbols/$module"@*.symbols.json "$symbols/by-module/$module/"
  fi
done

step "documentation coverage: every public declaration has a doc comment"
python3 Scripts/docs/check_coverage.py symbols "$symbols" "${modules[@]}"

step "guides (Documentation/*.md) into RIBCore's catalog"
rm -rf "$catalogs"
mkdir -p "$catalogs"
cp -R Sources/RIBCore/RIBCore.docc "$catalogs/RIBCore.docc"
python3 Scripts/docs/make_articles.py "$root" "$catalogs/RIBCore.docc"

rm -rf "$archives" "$out/first-pass"
mkdir -p "$archives" "$out/first-pass"

# convert MODULE CATALOG ARCHIVE [docc options...]: one module's archive, which later archives
# can link into.
convert() {
  local module=$1 catalog=$2 archive=$3
  shift 3
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$symbols/by-module/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --enable-experimental-external-link-support --enable-inherited-docs \
    --output-path "$archive" "$@"
}

# The archives that count are converted with every warning an error, and with a coverage report
# that is checked once all four exist.
checked=(--warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief)

step "docc convert RIBStreams"
convert RIBStreams Sources/RIBStreams/RIBStreams.docc "$archives/RIBStreams.doccarchive" \
  "${checked[@]}"

step "docc convert RIBCore, first pass (not checked: only for the links of RIBTesting and RIBSwiftUI into it)"
convert RIBCore "$catalogs/RIBCore.docc" "$out/first-pass/RIBCore.doccarchive" \
  --dependency "$root/$archives/RIBStreams.doccarchive" --diagnostic-filter error > /dev/null

step "docc convert RIBTesting"
# RIBTesting's TestableObservable is an ObservableType, so its pages inherit the doc comments of
# RIBStreams' and RIBCore's extensions of it, whose links are written relative to their own
# module and do not resolve from RIBTesting.
# Those warnings are shown and not counted; any other warning fails the step, as
# --warnings-as-errors does for the other modules.
convert RIBTesting Sources/RIBTesting/RIBTesting.docc "$archives/RIBTesting.doccarchive" \
  --experimental-documentation-coverage --coverage-summary-level brief \
  --dependency "$root/$archives/RIBStreams.doccarchive" \
  --dependency "$root/$out/first-pass/RIBCore.doccarchive" 2>&1 | tee "$out/RIBTesting-docc.log"
# A diagnostic is a `warning:`/`error:` line, followed by a ` --> FILE:…` line when it has a place.
own_problems=$(awk '
  pending != "" {
    if ($0 ~ /-->/ && $0 ~ /\/(RIBStreams|RIBCore)\//) { inherited++ } else { print pending; print }
    pending = ""
    next
  }
  /^(warning|error):/ { pending = $0 }
  END {
    if (pending != "") print pending
    printf "RIBTesting: %d warnings in doc comments inherited from RIBStreams and RIBCore (not counted)\n", inherited > "/dev/stderr"
  }' "$out/RIBTesting-docc.log")
if [[ -n $own_problems ]]; then
  printf "RIBTesting's own documentation has problems:\n%s\n" "$own_problems" >&2
  exit 1
fi

step "docc convert RIBSwiftUI"
convert RIBSwiftUI Sources/RIBSwiftUI/RIBSwiftUI.docc "$archives/RIBSwiftUI.doccarchive" \
  "${checked[@]}" \
  --dependency "$root/$archives/RIBStreams.doccarchive" \
  --dependency "$root/$out/first-pass/RIBCore.doccarchive" \
  --dependency "$root/$archives/RIBTesting.doccarchive"

step "docc convert RIBCore, with the guides"
convert RIBCore "$catalogs/RIBCore.docc" "$archives/RIBCore.doccarchive" "${checked[@]}" \
  --dependency "$root/$archives/RIBStreams.doccarchive" \
  --dependency "$root/$archives/RIBTesting.doccarchive" \
  --dependency "$root/$archives/RIBSwiftUI.doccarchive"

step "documentation coverage: every symbol page has an abstract"
python3 Scripts/docs/check_coverage.py archives "$archives"/*.doccarchive
rm "$archives"/*.doccarchive/documentation-coverage.json

step "docc merge"
rm -rf "$out/swift-ribs.doccarchive"
"$docc" merge "$archives"/RIBStreams.doccarchive "$archives"/RIBCore.doccarchive \
  "$archives"/RIBTesting.doccarchive "$archives"/RIBSwiftUI.doccarchive \
  --synthesized-landing-page-name swift-ribs \
  --output-path "$out/swift-ribs.doccarchive"

step "landing page: Getting started, the guides, the modules"
python3 Scripts/docs/landing_page.py "$out/swift-ribs.doccarchive"
python3 Scripts/docs/check_site.py "$root" "$out/swift-ribs.doccarchive"

step "documentation built"
for module in "${modules[@]}"; do
  echo "  $root/$archives/$module.doccarchive"
done
echo "  $root/$out/swift-ribs.doccarchive (all four, merged)"
if [[ $serve == true ]]; then
  step "serving the site at http://127.0.0.1:$port/documentation/ (Control-C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out/swift-ribs.doccarchive"
fi
echo "To read it: bash Scripts/build-docs.sh --serve, or serve $out/swift-ribs.doccarchive with"
echo "any static web server and open /documentation/ (opened as files, the site is blank)."
