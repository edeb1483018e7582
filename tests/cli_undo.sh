#!/bin/sh
# `updown undo FILE [N]`: the steps of the turn being played are taken
# back as the rules allow, the same answer as the window's Undo; anything
# more is refused with the reason and the file is left as it was.
U="$1"
. "$2/lib/expect.sh"
first() { "$U" moves "$1" | head -n 1; }

# Up or Down?: play, take and place come back; the draw ends the turn.
expect 0 "new up-or-down" "$U" new up-or-down --players 2 --seed 5 -o "$T/a.json"
cp "$T/a.json" "$T/start.json"
expect 1 "nothing to undo at the start" "$U" undo "$T/a.json"
grep -q 'just begun' "$T/err" || fail "the refusal says the turn has just begun"
cmp -s "$T/a.json" "$T/start.json" || fail "a refused undo leaves the file alone"
expect 0 "play" "$U" play "$T/a.json" "$(first "$T/a.json")"
expect 0 "take" "$U" play "$T/a.json" "$(first "$T/a.json")"
"$U" show "$T/a.json" --json >"$T/taken.json"
expect 0 "place" "$U" play "$T/a.json" "$(first "$T/a.json")"
cp "$T/a.json" "$T/placed.json"
expect 1 "four steps are more than the turn" "$U" undo "$T/a.json" 4
grep -q 'only 3 steps' "$T/err" || fail "the refusal says how many steps can go ($(cat "$T/err"))"
cmp -s "$T/a.json" "$T/placed.json" || fail "a refused undo leaves the file alone"
expect 0 "undo one step to a copy" "$U" undo "$T/a.json" -o "$T/b.json"
cmp -s "$T/a.json" "$T/placed.json" || fail "-o leaves the original alone"
"$U" show "$T/b.json" --json >"$T/back.json"
cmp -s "$T/back.json" "$T/taken.json" || fail "undo 1 comes back to the state after take"
expect 0 "undo the whole turn" "$U" undo "$T/a.json" 3
"$U" show "$T/a.json" --json >"$T/again.json"
"$U" show "$T/start.json" --json >"$T/want.json"
cmp -s "$T/again.json" "$T/want.json" || fail "undo 3 comes back to the start of the turn"
for k in 1 2 3 4; do "$U" play "$T/a.json" "$(first "$T/a.json")" >/dev/null || fail "replay $k"; done
expect 1 "the draw passed the turn" "$U" undo "$T/a.json"

# Up & Down: a flip comes back, the dice do not.
expect 0 "new up-and-down" "$U" new up-and-down --players 3 --seed 42 -o "$T/u.json"
expect 0 "flip" "$U" play "$T/u.json" flip
expect 0 "undo the flip" "$U" undo "$T/u.json"
expect 0 "roll" "$U" play "$T/u.json" roll
expect 1 "the dice stay" "$U" undo "$T/u.json"
grep -q 'dice' "$T/err" || fail "the refusal names the dice ($(cat "$T/err"))"

# 3UP 3DOWN keeps every move.
expect 0 "new 3up-3down" "$U" new 3up-3down --players 2 --seed 9 -o "$T/t.json"
expect 0 "first 3UP" "$U" play "$T/t.json" "$(first "$T/t.json")"
expect 0 "second 3UP" "$U" play "$T/t.json" "$(first "$T/t.json")"
expect 0 "a play" "$U" play "$T/t.json" "$(first "$T/t.json")"
expect 1 "no take-backs" "$U" undo "$T/t.json"

# Bad usage.
expect 2 "no file" "$U" undo
expect 2 "a count that is not a number" "$U" undo "$T/a.json" two
expect 2 "a count of zero" "$U" undo "$T/a.json" 0
expect 1 "a missing file" "$U" undo "$T/missing.json"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "cli undo: all passed"
