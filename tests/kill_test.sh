#!/bin/sh
# Saves survive SIGKILL: AI-only games autosave after every move while they
# are killed at random moments, again and again. Every file left behind
# loads, holds every move reported as saved (at most the move in progress
# is lost), and the game continued from it plays on exactly like the same
# game never interrupted.
U="$1"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
games=$("$U" help | sed -n 's/^GAME is one of: *//p')
[ -n "$games" ] || { echo "no games listed by updown help" >&2; exit 1; }
AI="--iterations 60 --budget -1"
round=0
for g in $games; do
    for seed in 1 2; do
        round=$((round + 1))
        case $g in up-and-down) seats=hard,normal,easy ;; *) seats=hard,normal,easy ;; esac
        "$U" new "$g" --seats $seats --seed $seed -o "$T/run.json" || { fail "new $g"; continue; }
        cp "$T/run.json" "$T/whole.json"
        "$U" autoplay "$T/whole.json" $AI >/dev/null || fail "$g: uninterrupted autoplay"
        kills=0
        while [ $kills -lt 6 ]; do
            "$U" autoplay "$T/run.json" $AI >"$T/log" 2>&1 &
            pid=$!
            # 20..200 ms, different each time.
            sleep "0.$(printf '%02d' $(( (round * 37 + kills * 53) % 18 + 2 )))"
            kill -9 $pid 2>/dev/null
            wait $pid 2>/dev/null
            kills=$((kills + 1))
            "$U" show "$T/run.json" --json >"$T/show" 2>"$T/err" ||
                { fail "$g seed $seed: the save does not load after a kill: $(cat "$T/err")"; break; }
            have=$(sed -n 's/.*"moves":\([0-9]*\).*/\1/p' "$T/show")
            said=$(tail -n 1 "$T/log" | cut -d' ' -f1)
            case $said in '' | *[!0-9]*) said=0 ;; esac
            [ "$have" -ge "$said" ] || fail "$g seed $seed: $said moves reported saved, $have in the file"
            grep -q '"over":true' "$T/show" && break
        done
        "$U" autoplay "$T/run.json" $AI >/dev/null || fail "$g: autoplay after kills"
        "$U" show "$T/run.json" --json >"$T/a"
        "$U" show "$T/whole.json" --json >"$T/b"
        grep -q '"over":true' "$T/a" || fail "$g seed $seed: the continued game did not end"
        cmp -s "$T/a" "$T/b" || fail "$g seed $seed: the continued game differs from the unbroken one"
    done
done
[ $fails -eq 0 ] && echo "kill_test: $round games killed and resumed, all loaded"
exit $fails
