#!/bin/sh
# Up & Down through the command line (docs/cli.md): new with options, moves of
# the leader then of each seat in order, play, show with and without a
# seat, a whole game to the end, refusals with the file unchanged.
U="$1"
. "$2/lib/expect.sh"

expect 0 "help moves" "$U" help moves
grep -q 'rotate SUIT' "$T/out" || fail "help moves lists the Up & Down notation"
grep -q 'rounds=1|per-player' "$T/out" || fail "help moves lists the rounds option"

expect 0 "new" "$U" new up-and-down --players 3 --seed 42 -o "$T/g.json"
grep -q '"rounds":[[:space:]]*"1"' "$T/g.json" || fail "the save records rounds=1"
expect 0 "moves of the leader" "$U" moves "$T/g.json"
[ "$(wc -l <"$T/out")" -eq 5 ] || fail "the leader has flip, three rotations and roll"
head -n 1 "$T/out" | grep -qx 'flip' || fail "flip comes first"
tail -n 1 "$T/out" | grep -qx 'roll' || fail "roll comes last"
[ "$(grep -c '^rotate ' "$T/out")" -eq 3 ] || fail "three rotations"

expect 0 "roll" "$U" play "$T/g.json" roll
expect 0 "moves of the first chooser" "$U" moves "$T/g.json"
[ "$(wc -l <"$T/out")" -eq 14 ] || fail "3 players hold 14 cards each"
grep -qv '^card [0-9jq]*[cdhs]$' "$T/out" && fail "card moves look like 'card qh'"
first=$(head -n 1 "$T/out")
seat=$("$U" show "$T/g.json" --json | sed 's/.*"to_move":\([0-9]\).*/\1/')
expect 0 "lay a card" "$U" play "$T/g.json" "$first"
other=$(( (seat + 1) % 3 ))
expect 0 "show --seat other" "$U" show "$T/g.json" --json --seat "$other"
grep -q '"chosen":true,"choice":null' "$T/out" || fail "another seat sees that a card was laid, not which"
card=${first#card }
grep -q "\"$card\"" "$T/out" && fail "another seat's view names the laid card"
grep -q '"set_aside":{"count":2,"cards":\[null,null\]}' "$T/out" || fail "the set-aside cards are hidden"
expect 0 "show --seat own" "$U" show "$T/g.json" --json --seat "$seat"
grep -q "\"chosen\":true,\"choice\":\"$card\"" "$T/out" || fail "a seat sees its own laid card"
expect 0 "show" "$U" show "$T/g.json"
grep -q 'Up & Down, 3 players' "$T/out" || fail "show describes the game"

# Refusals: the file stays byte for byte.
cp "$T/g.json" "$T/before"
expect 1 "a change after the change" "$U" play "$T/g.json" flip
grep -q 'rules of this trick are set' "$T/err" || fail "the reason for a second change"
expect 1 "a card not held" "$U" play "$T/g.json" "$first"
expect 1 "not a card" "$U" play "$T/g.json" "card kh"
cmp -s "$T/g.json" "$T/before" || fail "refused moves leave the file unchanged"

# A whole match of one round per player, to the end.
expect 0 "new per-player" "$U" new up-and-down --players 2 --seed 7 --option rounds=per-player -o "$T/m.json"
grep -q '"rounds":[[:space:]]*"per-player"' "$T/m.json" || fail "the save records rounds=per-player"
i=0
while m=$("$U" moves "$T/m.json" | tail -n 1) && [ -n "$m" ] && [ $i -lt 200 ]; do
    "$U" play "$T/m.json" "$m" 2>>"$T/errs" || { fail "play '$m' refused"; break; }
    i=$((i + 1))
done
[ $i -eq 90 ] || fail "two rounds of 15 tricks, 3 moves each, took $i moves"
expect 0 "show the end" "$U" show "$T/m.json" --json
grep -q '"over":true' "$T/out" || fail "the match is over"
grep -q '"round":2,"rounds":2' "$T/out" || fail "two rounds for two players"
expect 1 "play after the end" "$U" play "$T/m.json" flip

# The same seed and moves give the same game.
"$U" new up-and-down --players 3 --seed 42 -o "$T/g2.json"
"$U" play "$T/g2.json" roll "$first" || fail "replay"
"$U" show "$T/g.json" --json >"$T/a"; "$U" show "$T/g2.json" --json >"$T/b"
cmp -s "$T/a" "$T/b" || fail "the same seed and moves give the same game"

[ $fails -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "cli_uad: all passed"
