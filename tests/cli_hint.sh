#!/bin/sh
# `updown hint FILE [--json]`: the hard player's move for the seat to act,
# first as `moves` lists it, then why, then the best moves with their
# chances; the same with a fixed iteration count every time; refusals.
U="$1"
. "$2/lib/expect.sh"

for game in up-or-down up-and-down 3up-3down; do
    f="$T/$game.json"
    expect 0 "$game: new" "$U" new "$game" --players 3 --seats human,normal,hard --seed 11 -o "$f"
    for step in 1 2 3 4 5 6; do
        expect 0 "$game: hint $step" "$U" hint "$f" --budget -1 --iterations 120
        move=$(head -n 1 "$T/out")
        "$U" moves "$f" | grep -qxF "$move" || fail "$game: the hint '$move' is a legal move"
        why=$(sed -n 2p "$T/out")
        [ -n "$why" ] || fail "$game: the hint says why"
        cp "$T/out" "$T/first"
        expect 0 "$game: hint again" "$U" hint "$f" --budget -1 --iterations 120
        cmp -s "$T/out" "$T/first" || fail "$game: the same hint with the same iterations"
        expect 0 "$game: hint --json" "$U" hint "$f" --json --budget -1 --iterations 120
        grep -q "\"move\":\"$move\"" "$T/out" || fail "$game: --json names the same move"
        grep -q '"why":"' "$T/out" || fail "$game: --json says why"
        grep -q '"best":\[' "$T/out" || fail "$game: --json lists the best moves"
        "$U" play "$f" "$move" >/dev/null || fail "$game: the hinted move plays"
        "$U" autoplay "$f" >/dev/null || fail "$game: the AI seats play on"
    done
done
# A search weighs several moves: their chances are shown.
expect 0 "uod new" "$U" new up-or-down --players 2 --seats human,hard --seed 3 -o "$T/c.json"
expect 0 "uod hint" "$U" hint "$T/c.json" --budget -1 --iterations 300
grep -q '% to win' "$T/out" || fail "the chances of the best moves are listed"

# Refusals and bad usage.
expect 2 "no file" "$U" hint
expect 2 "bad iterations" "$U" hint "$T/c.json" --iterations lots
expect 2 "too many iterations" "$U" hint "$T/c.json" --iterations 99999999999
grep -q "from 1 to 10000000, not '99999999999'" "$T/err" || fail "the iterations' bounds are named"
expect 2 "autoplay: too many iterations" "$U" autoplay "$T/c.json" --iterations 10000001
grep -q "from 1 to 10000000" "$T/err" || fail "autoplay names the iterations' bounds"
expect 1 "missing file" "$U" hint "$T/missing.json"
"$U" autoplay "$T/c.json" >/dev/null
expect 0 "new all AI" "$U" new up-and-down --players 2 --seats normal,normal --seed 4 -o "$T/o.json"
"$U" autoplay "$T/o.json" >/dev/null
expect 1 "game over" "$U" hint "$T/o.json"
grep -q 'over' "$T/err" || fail "the refusal says the game is over"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "cli hint: all passed"
