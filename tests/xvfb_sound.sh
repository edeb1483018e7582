#!/bin/sh
# The real window under Xvfb with SDL's disk audio driver, which writes what
# the sound device would play into a file (16-bit samples): a game of two
# AI players, opened in the window in Japanese (LANG=ja_JP.UTF-8), plays to
# its end and is heard (samples that are not silence, never at full
# scale); with no audio device at all it plays to its end in silence.
U="$1"
S="$2"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

. "$S/lib/xvfb_window.sh"
xvfb_window xvfb-run

cat >"$T/run.sh" <<'INNER'
# run.sh UPDOWN SAVE LOG: opens the save in the window until the game ends.
U="$1"; F="$2"; LOG="$3"
"$U" "$F" 2>"$LOG" &
pid=$!
start=$(date +%s)
over=no
while [ $(( $(date +%s) - start )) -lt 240 ]; do
    sleep 1
    kill -0 $pid 2>/dev/null || { echo "the window closed"; exit 1; }
    if "$U" show "$F" --json | grep -q '"over":[[:space:]]*true'; then
        over=yes
        break
    fi
done
sleep 1 # the last sounds
kill $pid 2>/dev/null
wait $pid 2>/dev/null
[ "$over" = yes ] || { echo "the game did not end"; exit 1; }
echo "over"
INNER

# The peak of the 16-bit samples of a file, and how many there are.
peak() { od -An -v -td2 -w2 "$1" | awk '{v = $1 < 0 ? -$1 : $1; if (v > p) p = v; n++} END {print p + 0, n + 0}'; }

for game in up-and-down 3up-3down; do
    f="$T/$game.json"
    "$U" new "$game" --players 2 --seats easy,easy --seed 11 -o "$f" || fail "$game: new"
    out=$(LANG=ja_JP.UTF-8 SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$T/$game.raw" \
        timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" sh "$T/run.sh" "$U" "$f" "$T/$game.log" 2>&1)
    echo "$out" | grep -q '^over$' || fail "$game with the disk driver: $out"
    set -- $(peak "$T/$game.raw")
    [ "${2:-0}" -gt 22050 ] || fail "$game: only ${2:-0} samples written"
    [ "${1:-0}" -gt 300 ] || fail "$game: the sound is silent (peak ${1:-0})"
    [ "${1:-0}" -lt 32767 ] || fail "$game: the sound clips (peak $1)"
    echo "$game: heard, ${2:-0} samples, peak ${1:-0}"
    # no device at all: silent, and the game still ends
    "$U" new "$game" --players 2 --seats easy,easy --seed 12 -o "$f" || fail "$game: new"
    out=$(SDL_AUDIODRIVER=nosuchdriver timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
        sh "$T/run.sh" "$U" "$f" "$T/$game-silent.log" 2>&1)
    echo "$out" | grep -q '^over$' || fail "$game without a sound device: $out"
    for log in "$T/$game.log" "$T/$game-silent.log"; do
        if grep -q -e 'Sanitizer' -e 'runtime error' "$log"; then
            fail "$game: sanitizer report"; cat "$log" >&2
        fi
    done
done
[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "xvfb sound: all passed"
