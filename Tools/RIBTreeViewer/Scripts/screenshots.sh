#!/usr/bin/env bash
# Takes the viewer's pictures in a real browser while a scripted game session runs: headless
# Chromium loads the live page before login, after login and during a game. Not part of CI
# (it needs Chromium: `apt-get install chromium` on Debian).
#
#   [WINDOW_SIZE=1400,760] bash Tools/RIBTreeViewer/Scripts/screenshots.sh [OUTPUT_DIR]
#
# The session is TicTacToeCLI's scripted mode fed line by line, with pauses, through a FIFO so
# that it waits for each line; the app streams its tree to a file the viewer follows.
set -euo pipefail
cd "$(dirname "$0")/../../.."
out=$(realpath -m "${1:-/tmp/rib-tree-shots}")
mkdir -p "$out"
work=$(mktemp -d)
pids=()
cleanup() {
  exec 3>&- || true
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

swift build --product TicTacToeCLI
swift build --package-path Tools/RIBTreeViewer --product rib-tree-viewer
game="$(swift build --show-bin-path)/TicTacToeCLI"
viewer="$(swift build --package-path Tools/RIBTreeViewer --show-bin-path)/rib-tree-viewer"

"$viewer" --follow "$work/tree.jsonl" --port 0 > "$work/viewer.log" 2>&1 &
pids+=($!)
port=""
for _ in $(seq 1 100); do
  port=$(sed -n 's|.*serving http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/viewer.log")
  [[ -n "$port" ]] && break
  sleep 0.2
done
[[ -n "$port" ]] || { cat "$work/viewer.log"; exit 1; }

mkfifo "$work/input"
"$game" --seed 3 --inspect "$work/tree.jsonl" < "$work/input" > "$work/game.log" 2>&1 &
pids+=($!)
exec 3> "$work/input"

# wait_for TEXT: until the viewer's state mentions TEXT (at most 10 s).
wait_for() {
  for _ in $(seq 1 50); do
    curl -sf "http://127.0.0.1:$port/state" | grep -q "$1" && return 0
    sleep 0.2
  done
  echo "the viewer never showed $1" >&2
  exit 1
}

shot() {
  sleep 0.5
  timeout 60 chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --window-size="${WINDOW_SIZE:-1400,760}" --timeout=3000 --screenshot="$out/$1.png" \
    "http://127.0.0.1:$port/" 2> /dev/null
  echo "$out/$1.png"
}

wait_for LoggedOutRouter
shot before-login
printf 'alice\n' >&3
sleep 1
printf 'bob\n' >&3
wait_for ScoreBoardRouter
shot after-login
printf '1\n1 1\n' >&3
wait_for TicTacToeRouter
shot in-game
printf '2 1\n1 2\n2 2\n1 3\n\nlogout\n' >&3
wait_for '"kind":"detached","parentID":1,"sequence"'
shot after-logout
printf 'quit\n' >&3
