#!/bin/sh
# 3UP 3DOWN through the command line (docs/cli.md): new with options, the 3UP
# choices then plays, play, show with and without a seat, a whole game to
# the end, refusals with the file unchanged.
U="$1"
. "$2/lib/expect.sh"

expect 0 "help moves" "$U" help moves
grep -q 'flip K' "$T/out" || fail "help moves lists the 3UP 3DOWN notation"
grep -q 'four_colours' "$T/out" || fail "help moves lists the 3UP 3DOWN options"

expect 0 "new" "$U" new 3up-3down --players 3 --seed 5 --option reverse_on_one=on -o "$T/g.json"
grep -q '"reverse_on_one":[[:space:]]*"on"' "$T/g.json" || fail "the save records the option"
expect 0 "moves of the first chooser" "$U" moves "$T/g.json"
n=$(wc -l <"$T/out")
[ "$n" -ge 1 ] && [ "$n" -le 20 ] || fail "three of six cards: at most 20 choices, not $n"
grep -qv '^up [0-9a-z+]* [0-9a-z+]* [0-9a-z+]*$' "$T/out" && fail "setup moves look like 'up 3 7 clear'"
for seat in 0 1 2; do
    m=$("$U" moves "$T/g.json" | head -n 1)
    expect 0 "seat $seat chooses" "$U" play "$T/g.json" "$m"
done
expect 0 "moves after setup" "$U" moves "$T/g.json"
grep -qv -e '^play ' -e '^pickup$' "$T/out" && fail "the first turn plays or picks up"

# What a seat sees: its hand, not the others', no 3DOWN at all.
expect 0 "show --json" "$U" show "$T/g.json" --json
grep -q '"down":\[{"id"' "$T/out" || fail "the whole state shows the 3DOWN cards"
expect 0 "show --seat 1" "$U" show "$T/g.json" --json --seat 1
grep -q '"down":\[{' "$T/out" && fail "a view shows a 3DOWN card"
grep -q '"down":\[null,null,null\]' "$T/out" || fail "a view hides the 3DOWN cards"
grep -q '"hand":\[null,null,null\]' "$T/out" || fail "a view hides another seat's hand"
grep -q '"hand":\[{"id"' "$T/out" || fail "a view shows the seat's own hand"
expect 0 "show" "$U" show "$T/g.json"
grep -q '3UP 3DOWN, 3 players' "$T/out" || fail "show describes the game"

# Refusals: the file stays byte for byte.
cp "$T/g.json" "$T/before"
expect 1 "not a card" "$U" play "$T/g.json" "play 11"
expect 1 "setup is over" "$U" play "$T/g.json" "up 1 2 3"
expect 1 "no 3DOWN yet" "$U" play "$T/g.json" "flip 1"
expect 1 "no swap offer" "$U" play "$T/g.json" "pass"
cmp -s "$T/g.json" "$T/before" || fail "refused moves leave the file unchanged"
expect 1 "one colour for four" "$U" new 3up-3down --players 4 --option colours=1 -o "$T/x.json"
grep -q 'at most 3 players' "$T/err" || fail "the reason colours=1 cannot deal four"
[ -e "$T/x.json" ] && fail "a refused new writes no file"
expect 2 "unknown option" "$U" new 3up-3down --option colors=2 -o "$T/x.json"

# With four_colours the colours are part of the moves.
expect 0 "new four_colours" "$U" new 3up-3down --players 2 --seed 3 --option four_colours=on -o "$T/c.json"
expect 0 "moves four_colours" "$U" moves "$T/c.json"
grep -q '^up [0-9a-z+]*:\(red\|green\|blue\) ' "$T/out" || fail "four_colours moves name colours"

# play_on FILE PICK MAX: plays the move PICK (head or tail) chooses from
# those listed until the game is over or MAX moves are played; i counts them.
play_on() {
    i=0
    while m=$("$U" moves "$1" | "$2" -n 1) && [ -n "$m" ] && [ $i -lt "$3" ]; do
        "$U" play "$1" "$m" 2>>"$T/errs" || { fail "play '$m' refused"; break; }
        i=$((i + 1))
    done
}

# A whole game of two players to the end, the first move listed each time.
expect 0 "new 2" "$U" new 3up-3down --players 2 --seed 11 -o "$T/m.json"
play_on "$T/m.json" head 400
expect 0 "show the end" "$U" show "$T/m.json" --json
grep -q '"over":true' "$T/out" || fail "the game is over after $i moves"
grep -q '"winners":\[[01]\]' "$T/out" || fail "one winner"
expect 1 "play after the end" "$U" play "$T/m.json" pickup
grep -q 'over' "$T/err" || fail "the reason: the game is over"

# The last move listed each time loops: a stalemate (docs/save-format.md,
# the project's own rule), every seat placed by the points it holds, none
# of them out of cards.
expect 0 "new 3" "$U" new 3up-3down --players 3 --seed 3 -o "$T/s.json"
play_on "$T/s.json" tail 200
expect 0 "show the stalemate" "$U" show "$T/s.json"
grep -q 'Game over in a stalemate' "$T/out" || fail "a stalemate after $i moves"
[ "$(grep -c '^Seat [0-9]: place [1-3];' "$T/out")" -eq 3 ] || fail "every seat placed, none out"
grep -q ' out,' "$T/out" && fail "a seat holding cards is shown out"

# The same seed and moves give the same game.
"$U" new 3up-3down --players 3 --seed 5 --option reverse_on_one=on -o "$T/g2.json"
moves=$(sed -n 's/.*"moves":[[:space:]]*\[\(.*\)\],/\1/p' "$T/g.json" | tr -d '"' | tr ',' '\n' | sed 's/^[[:space:]]*//')
echo "$moves" | while IFS= read -r m; do "$U" play "$T/g2.json" "$m" || echo bad >>"$T/replay"; done
[ -e "$T/replay" ] && fail "replaying the moves"
"$U" show "$T/g.json" --json >"$T/a"; "$U" show "$T/g2.json" --json >"$T/b"
cmp -s "$T/a" "$T/b" || fail "the same seed and moves give the same game"

[ $fails -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "cli_t33: all passed"
