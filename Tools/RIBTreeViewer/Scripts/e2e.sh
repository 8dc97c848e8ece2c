#!/usr/bin/env bash
# End-to-end test of rib-tree-viewer: builds it, starts it on a free loopback port following a
# file that does not exist yet, feeds it the recorded session in Fixtures/session.jsonl (a real
# TicTacToeCLI --inspect recording: launch, login, a game of each kind, logout) in two parts with
# a malformed line between them, and checks over HTTP that the page, /state and the event stream
# carry the expected tree. Then: a truncated file, and a port in use.
#
#   bash Tools/RIBTreeViewer/Scripts/e2e.sh
#
# Needs curl and python3. Every wait is bounded; the viewers it starts are stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n--> %s\n' "$*"; }
fail() {
  printf 'e2e FAILED: %s\n' "$*" >&2
  for log in "$work"/*.log; do printf '\n%s:\n' "$log" >&2; cat "$log" >&2; done
  exit 1
}

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

step "build"
swift build --product rib-tree-viewer
viewer="$(swift build --show-bin-path)/rib-tree-viewer"

# start NAME ARGS...: starts a viewer logging to $work/NAME.log; sets $port to where it serves.
start() {
  local name=$1
  shift
  "$viewer" "$@" > "$work/$name.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 150); do
    port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/$name.log")
    [[ -n "$port" ]] && return 0
    sleep 0.2
  done
  fail "$name did not start serving within 30 s"
}

# state: the viewer's /state, as JSON.
state() { curl -sf --max-time 5 "http://127.0.0.1:$port/state"; }

# tree_shape: the tree in /state as "Type(id,view|viewless,active|inactive)[children…]".
tree_shape() {
  python3 -c '
import json, sys
def shape(n):
    s = "%s(%d,%s,%s)" % (n["typeName"], n["id"], "view" if n["hasView"] else "viewless",
        "active" if n["isActive"] else "inactive")
    return s + ("[" + " ".join(shape(c) for c in n["children"]) + "]" if n["children"] else "")
tree = json.load(sys.stdin)["tree"]
print(shape(tree) if tree else "none")'
}

# wait_for_tree EXPECTED: polls /state (for up to 10 s) until the tree has that shape.
wait_for_tree() {
  local shape=""
  for _ in $(seq 1 50); do
    shape=$(state | tree_shape)
    [[ "$shape" == "$1" ]] && return 0
    sleep 0.2
  done
  fail "expected the tree $1, the viewer has $shape"
}

feed="$work/tree.jsonl"
fixture=Fixtures/session.jsonl
logged_in='RootRouter(1,view,active)[LoggedInRouter(3,viewless,active)[OffGameRouter(4,view,active)[ScoreBoardRouter(5,view,active)]]]'
logged_out='RootRouter(1,view,active)[LoggedOutRouter(12,view,active)]'

step "start following a file that does not exist yet"
start main --follow "$feed" --port 0 --poll 50
main_port=$port
grep -q "does not exist yet" "$work/main.log" || fail "no word about the missing file"
[[ "$(state | tree_shape)" == none ]] || fail "a tree before any input"

step "the page, its script and its styles, served by the viewer"
page=$(curl -sf --max-time 5 "http://127.0.0.1:$port/")
grep -q '<title>RIB tree</title>' <<< "$page" || fail "the page has no title"
grep -q 'src="/app.js"' <<< "$page" || fail "the page does not load /app.js"
curl -sf --max-time 5 "http://127.0.0.1:$port/app.js" | grep -q 'new EventSource("/events")' \
  || fail "/app.js does not read /events"
curl -sf --max-time 5 "http://127.0.0.1:$port/app.css" | grep -q 'stroke-dasharray' \
  || fail "/app.css does not mark view-less RIBs"

step "the session up to login"
login_line=$(grep -n '"kind":"snapshot".*LoggedInRouter' "$fixture" | head -1 | cut -d: -f1)
head -n "$login_line" "$fixture" > "$feed"
wait_for_tree "$logged_in"
state | python3 -c '
import json, sys
s = json.load(sys.stdin)
assert s["highlight"] == [1, 3, 4, 5], s["highlight"]
kinds = [e["kind"] for e in s["timeline"]]
assert "attached" in kinds and "loaded" in kinds, kinds
' || fail "no highlight of the path to ScoreBoard, or no changes in the timeline"

step "a malformed line, then the rest of the session (games, logout)"
printf '{"format":"ribs-tree","version":1,"kind":\n' >> "$feed"
tail -n "+$((login_line + 1))" "$fixture" >> "$feed"
wait_for_tree "$logged_out"
state | python3 -c '
import json, sys
s = json.load(sys.stdin)
assert s["problems"] == 1, s["problems"]
problems = [e["text"] for e in s["timeline"] if e["kind"] == "problem"]
assert len(problems) == 1 and problems[0].startswith("line %d: not JSON" % (int(sys.argv[1]) + 1)), problems
' "$login_line" || fail "the malformed line was not reported as such"
grep -q "problem: line $((login_line + 1)): not JSON" "$work/main.log" \
  || fail "the terminal was not told about the malformed line"

step "the event stream carries the same tree"
events=$(curl -s -N --max-time 2 "http://127.0.0.1:$port/events" || true)
grep -q '^event: state$' <<< "$events" || fail "no state event on /events"
sed -n 's/^data: //p' <<< "$events" | head -1 | tree_shape | grep -qxF "$logged_out" \
  || fail "the first state event does not carry the logged-out tree"

step "a live update reaches an open event stream"
curl -s -N --max-time 4 "http://127.0.0.1:$port/events" > "$work/stream.txt" || true &
stream_pid=$!
sleep 1
printf '%s\n' '{"format":"ribs-tree","version":1,"kind":"deactivated","id":12,"typeName":"LoggedOutRouter","parentID":1,"hasView":true}' >> "$feed"
wait "$stream_pid" || true
sed -n 's/^data: //p' "$work/stream.txt" | tail -1 | tree_shape \
  | grep -qxF 'RootRouter(1,view,active)[LoggedOutRouter(12,view,inactive)]' \
  || fail "the open stream did not get the deactivation"

step "a truncated file is read again from the start"
head -n 6 "$fixture" > "$feed.new"
cat "$feed.new" > "$feed"
wait_for_tree 'RootRouter(1,view,active)[LoggedOutRouter(2,view,active)]'
state | grep -q 'was truncated; reading it from the start' || fail "no word about the truncation"

step "a port in use: the next one is tried"
start second --follow "$feed" --port "$main_port"
grep -q "port $main_port cannot be used" "$work/second.log" || fail "no word about the port in use"
[[ "$port" != "$main_port" ]] || fail "the second viewer claims the first one's port"
wait_for_tree 'RootRouter(1,view,active)[LoggedOutRouter(2,view,active)]'

printf '\ne2e passed\n'
