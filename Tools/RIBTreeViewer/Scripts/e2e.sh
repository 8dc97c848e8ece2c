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

# tree_shape: the tree in /state as "Type(id,view|viewless,active|inactive)[children…]". The
# state's tree is flat (routers in pre-order, each with its parent's index): built with a loop.
tree_shape() {
  python3 -c '
import json, sys
nodes = json.load(sys.stdin)["tree"]
if not nodes:
    print("none")
    sys.exit()
children = [[] for _ in nodes]
for index, n in enumerate(nodes):
    if n.get("parent") is not None:
        children[n["parent"]].append(index)
out, pending = [], [0]
while pending:
    item = pending.pop()
    if isinstance(item, str):
        out.append(item)
        continue
    n = nodes[item]
    out.append("%s(%d,%s,%s)" % (n["typeName"], n["id"], "view" if n["hasView"] else "viewless",
        "active" if n["isActive"] else "inactive"))
    if children[item]:
        # Pushed in reverse: "[", the children with spaces between them, "]".
        pending.append("]")
        for position, child in enumerate(reversed(children[item])):
            if position:
                pending.append(" ")
            pending.append(child)
        pending.append("[")
print("".join(out))'
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

step "a tree 5,000 routers deep is served whole"
port=$main_port
python3 -c '
import sys
depth = int(sys.argv[1])
print("{\"format\":\"ribs-tree\",\"version\":1,\"kind\":\"snapshot\",\"root\":"
    + "".join("{\"id\":%d,\"typeName\":\"Deep%d\",\"isActive\":true,\"hasView\":true,\"children\":["
        % (i, i) for i in range(1, depth + 1))
    + "]}" * depth + "}")' 5000 >> "$feed"
deep_state=""
for _ in $(seq 1 50); do
  deep_state=$(state)
  grep -q '"typeName":"Deep5000"' <<< "$deep_state" && break
  sleep 0.2
done
python3 -c '
import json, sys
nodes = json.load(sys.stdin)["tree"]
assert len(nodes) == 5000, len(nodes)
assert all(n["parent"] == i - 1 for i, n in enumerate(nodes) if i), "not a chain"
assert nodes[-1]["typeName"] == "Deep5000", nodes[-1]
' <<< "$deep_state" || fail "the 5,000-deep tree is not in /state"

step "requests with oversized heads are answered and closed; the viewer keeps serving"
# Two clients send 1 MiB header lines at once (FlyingFox's quadratic line reader took hours over
# that), a third 64 KiB; each must be answered or closed within seconds, and /state must answer.
python3 -c '
import socket, sys, threading
port = int(sys.argv[1])
answers = {}
def send(name, size, line):
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            if line == "header":
                request = b"GET /state HTTP/1.1\r\nX-Big: " + b"a" * size + b"\r\n\r\n"
            else:
                request = b"GET /" + b"a" * size + b" HTTP/1.1\r\n\r\n"
            try:
                s.sendall(request)
            except OSError:
                pass
            answers[name] = s.recv(64)
    except OSError as error:
        answers[name] = repr(error).encode()
threads = [threading.Thread(target=send, args=args) for args in
    [("big1", 1 << 20, "header"), ("big2", 1 << 20, "header"), ("mid", 64 << 10, "header"),
     ("target", 16 << 10, "target")]]
for t in threads: t.start()
for t in threads: t.join(20)
assert not any(t.is_alive() for t in threads), "a client is still waiting after 20 s"
assert answers["mid"].startswith(b"HTTP/1.1 431 "), answers["mid"]
assert answers["target"].startswith(b"HTTP/1.1 414 "), answers["target"]
for name in ("big1", "big2"):
    assert answers[name].startswith(b"HTTP/1.1 431 ") or b"Reset" in answers[name] or answers[name] == b"", answers[name]
' "$port" || fail "oversized request heads were not answered with 431/414 in time"
state > /dev/null || fail "the viewer does not answer after the oversized requests"

step "out of file descriptors: the viewer drops connections, says so once, keeps serving"
# A viewer allowed 64 descriptors, and 150 connections held open at once.
( ulimit -n 64 && exec "$viewer" --follow "$feed" --port 0 --poll 50 ) > "$work/limited.log" 2>&1 &
limited_pid=$!
pids+=("$limited_pid")
port=""
for _ in $(seq 1 150); do
  port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/limited.log")
  [[ -n "$port" ]] && break
  sleep 0.2
done
[[ -n "$port" ]] || fail "the limited viewer did not start serving"
python3 -c '
import socket, sys, time
port, log = int(sys.argv[1]), sys.argv[2]
held = []
for _ in range(150):
    try:
        held.append(socket.create_connection(("127.0.0.1", port), timeout=5))
    except OSError:
        pass
# The viewer says so when it runs out; polled with a deadline, as it is another process.
deadline = time.monotonic() + 10
while "cannot accept connections" not in open(log).read():
    assert time.monotonic() < deadline, "no word about running out of descriptors"
    time.sleep(0.1)
for s in held:
    s.close()
' "$port" "$work/limited.log" || fail "the limited viewer did not report running out of descriptors"
kill -0 "$limited_pid" 2> /dev/null || fail "the limited viewer exited when it ran out of descriptors"
served=""
for _ in $(seq 1 50); do
  served=$(state | tree_shape 2> /dev/null) && break
  sleep 0.2
done
[[ -n "$served" ]] || fail "the limited viewer does not serve after its connections closed"
[[ $(grep -c "cannot accept connections" "$work/limited.log") == 1 ]] \
  || fail "running out of descriptors was not said exactly once"

printf '\ne2e passed\n'
