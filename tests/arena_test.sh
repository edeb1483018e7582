#!/bin/sh
# `updown arena` (docs/cli.md): a few short duplicate-deal runs of every game, its
# table and JSON, and its usage errors. The long runs are benchmarks.
U="$1"
. "$2/lib/expect.sh"

for game in $("$U" help | sed -n 's/^GAME is one of: //p'); do
    expect 0 "$game arena" "$U" arena "$game" --seats hard,normal --games 2 --iterations 8 --budget -1 --json
    grep -q "\"game\":\"$game\"" "$T/out" || fail "$game arena --json names the game"
    grep -q '"level":"hard"' "$T/out" || fail "$game arena --json lists hard"
    grep -q '"level":"normal"' "$T/out" || fail "$game arena --json lists normal"
    grep -q '"ms_p99":' "$T/out" || fail "$game arena --json has the p99 time"
    grep -q "\"level\":\"hard\",\"games\":2," "$T/out" || fail "$game arena --json gives each level its games"
    # Every game has a winner: the wins add up to the games.
    total=$(tr ',{' '\n\n' <"$T/out" | sed -n 's/^"wins":\(.*\)/\1/p' | awk '{s += $1} END {print s}')
    [ "$total" = "2" ] || fail "$game arena: wins add up to $total, not 2"
    # Only 3UP 3DOWN has stalemates to count.
    if [ "$game" = 3up-3down ]; then
        grep -q '"stalemates":[0-9]' "$T/out" || fail "$game arena --json counts the stalemates"
    elif grep -q '"stalemates"' "$T/out"; then
        fail "$game arena --json counts stalemates the game does not have"
    fi
    expect 0 "$game arena text" "$U" arena "$game" --seats easy,normal --games 3 --seed 7
    grep -q '^easy ' "$T/out" || fail "$game arena table has a row for easy"
    grep -q '95% CI' "$T/out" || fail "$game arena table has the confidence interval"
done

# Games of 3UP 3DOWN between the heuristic levels seldom end in a
# stalemate (easy makes no slip where the game goes round, docs/ai.md), but
# seed 2's first 800 of three easy players with two colours and play_out
# hold one, and the text says how many.
"$U" arena 3up-3down --seats easy,easy,easy --games 800 --seed 2 --option colours=2 \
    --option play_out=on >"$T/out" 2>"$T/err"
grep -q '^stalemates: [1-9][0-9]* of 800 games' "$T/out" || fail "3up-3down arena counts its stalemates"

# The same seed gives the same games.
"$U" arena up-or-down --seats normal,easy,easy --games 6 --seed 3 --json | sed 's/"seconds":[^,]*,//; s/"ms_[a-z0-9]*":[^,}]*//g' >"$T/a"
"$U" arena up-or-down --seats normal,easy,easy --games 6 --seed 3 --json | sed 's/"seconds":[^,]*,//; s/"ms_[a-z0-9]*":[^,}]*//g' >"$T/b"
cmp -s "$T/a" "$T/b" || fail "the same arena seed gives the same results"

expect 2 "arena without game" "$U" arena
grep -q '^updown: arena: a game is needed: up-or-down' "$T/err" || fail "arena without a game names the games"
expect 2 "arena unknown game" "$U" arena chess --seats easy,easy
expect 2 "arena without seats" "$U" arena up-or-down
grep -q '^updown: arena: --seats is needed' "$T/err" || fail "arena without seats asks for --seats"
expect 2 "arena: too many iterations" "$U" arena up-or-down --seats easy,easy --iterations 10000001
grep -q "from 1 to 10000000" "$T/err" || fail "arena names the iterations' bounds"
expect 2 "arena human seat" "$U" arena up-or-down --seats human,easy
expect 2 "arena one seat" "$U" arena up-or-down --seats easy
expect 2 "arena bad games" "$U" arena up-or-down --seats easy,easy --games 0
expect 2 "arena bad option" "$U" arena up-or-down --seats easy,easy --option length=huge
expect 2 "arena unknown argument" "$U" arena up-or-down --seats easy,easy --fast
grep -q 'usage: updown arena' "$T/err" || fail "bad usage prints the arena usage"

[ $fails -eq 0 ] && echo "arena_test: all passed"
exit $fails
