#!/bin/sh
# A whole game of each title in the real window under Xvfb, one human seat
# against the AI, played by key presses alone (xdotool sends them through
# XTEST, as a keyboard would): Tab shows the focus on the first choice,
# then Return plays whatever choice the focus is on, move after move,
# until the save the window keeps says the game is over.
U="$1"
S="$2"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

. "$S/lib/xvfb_window.sh"
xvfb_window xvfb-run xdotool

cat >"$T/drive.sh" <<'INNER'
# drive.sh UPDOWN SAVE LOG: opens the save in the window and plays by keys.
U="$1"; F="$2"; LOG="$3"
"$U" "$F" 2>"$LOG" &
pid=$!
wid=$(timeout 60 xdotool search --sync --onlyvisible --name Updown | head -n 1)
[ -n "$wid" ] || { echo "no window"; kill $pid; exit 1; }
xdotool windowfocus --sync "$wid" 2>/dev/null || xdotool windowfocus "$wid"
sleep 0.5
xdotool key Tab
start=$(date +%s)
over=no
while [ $(( $(date +%s) - start )) -lt 300 ]; do
    for i in 1 2 3 4 5 6 7 8 9 10; do
        xdotool key Return
        sleep 0.05
    done
    kill -0 $pid 2>/dev/null || { echo "the window closed"; exit 1; }
    if "$U" show "$F" --json | grep -q '"over":[[:space:]]*true'; then
        over=yes
        break
    fi
done
xdotool key Escape
sleep 0.3
kill $pid 2>/dev/null
wait $pid 2>/dev/null
[ "$over" = yes ] || { echo "the game did not end by keys"; exit 1; }
echo "over"
INNER

games=$("$U" help | sed -n 's/^GAME is one of: //p') # every game of the registry
[ -n "$games" ] || fail "updown help names the games"
for game in ${UPDOWN_XVFB_GAMES:-$games}; do
    f="$T/$game.json"
    "$U" new "$game" --players 2 --seats human,normal --seed 7 -o "$f" || fail "$game: new"
    out=$(timeout 400 xvfb-run -a -s "-screen 0 1280x800x24" sh "$T/drive.sh" "$U" "$f" "$T/$game.log" 2>&1)
    echo "$out" | grep -q '^over$' || fail "$game: $out"
    if grep -q -e 'Sanitizer' -e 'runtime error' "$T/$game.log"; then
        fail "$game: sanitizer report"; cat "$T/$game.log" >&2
    fi
    echo "$game: played to its end by keys"
done
[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "xvfb keys: all passed"
