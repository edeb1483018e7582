#!/bin/sh
# The command line of docs/cli.md: every exit code, atomic and all-or-nothing
# play, and broken saves refused with a one-line message and no crash.
U="$1"
. "$2/lib/expect.sh"

# --- exit 0 ---------------------------------------------------------------
expect 0 "--version" "$U" --version
grep -q '^updown ' "$T/out" || fail "--version prints 'updown VERSION'"
expect 0 "--help" "$U" --help
expect 0 "help" "$U" help
expect 0 "help moves" "$U" help moves
grep -q 'draw down' "$T/out" || fail "help moves lists the Up or Down? notation"
expect 0 "new" "$U" new up-or-down --players 4 --seed 99 --option length=full -o "$T/g.json"
expect 0 "moves" "$U" moves "$T/g.json"
[ "$(wc -l <"$T/out")" -eq 3 ] || fail "a new game's first seat has 3 cards to play"
first=$(head -n 1 "$T/out")
expect 0 "play" "$U" play "$T/g.json" "$first"
expect 0 "moves after play" "$U" moves "$T/g.json"
grep -q '^take ' "$T/out" || fail "after a play the moves are takes"
expect 0 "show" "$U" show "$T/g.json"
expect 0 "show --json" "$U" show "$T/g.json" --json
grep -q '"game":"up-or-down"' "$T/out" || fail "show --json names the game"
grep -q '"down_pile":{"count":[0-9]*,"cards":\[[0-9]' "$T/out" || fail "show --json without --seat holds the whole state"
expect 0 "show --seat" "$U" show "$T/g.json" --json --seat 1
grep -q '"down_pile":{"count":[0-9]*,"cards":\[null' "$T/out" || fail "show --seat hides the face-down pile"
expect 0 "same seed, same game" "$U" new up-or-down --players 4 --seed 99 --option length=full -o "$T/g2.json"
"$U" play "$T/g2.json" "$first" -o "$T/g3.json" || fail "play -o"
"$U" show "$T/g.json" --json >"$T/a"; "$U" show "$T/g3.json" --json >"$T/b"
cmp -s "$T/a" "$T/b" || fail "the same seed and moves give the same game"

# --- exit 1: refused, file unchanged ---------------------------------------
cp "$T/g.json" "$T/before"
expect 1 "illegal move" "$U" play "$T/g.json" "take 999"
grep -q "move 1 of 1 'take 999' is illegal" "$T/err" || fail "the illegal move is named with its position"
cmp -s "$T/g.json" "$T/before" || fail "an illegal move leaves the file byte-for-byte unchanged"
take=$("$U" moves "$T/g.json" | head -n 1)
expect 1 "second of two moves illegal" "$U" play "$T/g.json" "$take" "take 1"
grep -q "move 2 of 2" "$T/err" || fail "position of the illegal move"
cmp -s "$T/g.json" "$T/before" || fail "nothing is written when a later move is illegal"
expect 1 "missing save" "$U" moves "$T/nope.json"
expect 1 "a folder" "$U" show "$T"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "a refusal is one line"

# A finished game: moves prints nothing; play refuses.
"$U" new up-or-down --players 2 --seed 5 -o "$T/end.json"
i=0
while m=$("$U" moves "$T/end.json" | head -n 1) && [ -n "$m" ] && [ $i -lt 400 ]; do
    "$U" play "$T/end.json" "$m" || { fail "playing a listed move"; break; }
    i=$((i + 1))
done
expect 0 "moves when over" "$U" moves "$T/end.json"
[ -s "$T/out" ] && fail "moves prints nothing when the game is over"
expect 1 "play when over" "$U" play "$T/end.json" "play 1"
grep -q "over" "$T/err" || fail "play after the end says the game is over"

# Broken saves: each refused with a message, never a crash.
good="$T/g.json"
broken() { # broken NAME CONTENT-COMMAND
    name=$1; shift
    "$@" >"$T/$name.json"
    cp "$T/$name.json" "$T/$name.orig"
    expect 1 "broken save: $name" "$U" show "$T/$name.json"
    [ -s "$T/err" ] || fail "broken save $name: no message"
    expect 1 "broken save: $name (play)" "$U" play "$T/$name.json" "play 1"
    cmp -s "$T/$name.json" "$T/$name.orig" || fail "broken save $name was changed"
}
broken empty true
broken truncated head -c 200 "$good"
broken notjson echo 'hello, world'
broken array echo '[1,2,3]'
broken noversion sed 's/"version"/"versio"/' "$good"
broken newversion sed 's/"version":[^,]*/"version": 99/' "$good"
broken unknowngame sed 's/"up-or-down"/"chess"/' "$good"
broken players sed 's/"players":[^,]*/"players": 9/' "$good"
broken playerstype sed 's/"players":[^,]*/"players": "four"/' "$good"
broken seed sed 's/"seed":[^,]*/"seed": "-3"/' "$good"
broken option sed 's/"length":[^,}]*/"length": "medium"/' "$good"
broken movestype sed 's/"moves":[^]]*]/"moves": "play 1"/' "$good"
broken illegal sed 's/"moves":[^]]*]/"moves": ["take 1"]/' "$good"
broken seatkind sed 's/"human"/"robot"/' "$good"
broken binary head -c 300 /bin/sh
grep -q 'illegal' "$T/err" 2>/dev/null
"$U" show "$T/illegal.json" 2>&1 | grep -q "move 1 of the save ('take 1') is illegal" || fail "an illegal move in a save is named"
# Duplicated cards: a save holds moves, never a snapshot of the cards, so a
# card twice can only come from moves that lay one card twice. Each is
# refused by name in one line, and no file is written or changed.
"$U" new up-and-down --players 2 --seed 7 -o "$T/uad.json"
change=$("$U" moves "$T/uad.json" | head -n 1)
"$U" play "$T/uad.json" "$change"
card=$("$U" moves "$T/uad.json" | head -n 1)
"$U" new 3up-3down --players 2 --seed 7 -o "$T/t33.json"
up=$("$U" moves "$T/t33.json" | head -n 1 | cut -d' ' -f2)
snap() { (cd "$T" && ls | grep -v -x -e out -e err -e "snap.*" | xargs cksum); }
snap >"$T/snap.before"
broken dupcard sed "s/\"moves\":[^]]*]/\"moves\": [\"$change\", \"$card\", \"$card\"]/" "$T/uad.json"
broken dupup sed "s/\"moves\":[^]]*]/\"moves\": [\"up $up $up $up\"]/" "$T/t33.json"
snap | grep -v -e ' dupcard\.' -e ' dupup\.' >"$T/snap.after"
cmp -s "$T/snap.before" "$T/snap.after" || fail "refusing a save with a card twice wrote a file"
"$U" show "$T/dupcard.json" 2>"$T/err"
grep -q "move 3 of the save ('$card') is illegal: you do not hold" "$T/err" || fail "a card laid twice is named ($(cat "$T/err"))"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "the refusal of a card laid twice is one line"
"$U" show "$T/dupup.json" 2>"$T/err"
grep -q "move 1 of the save ('up $up $up $up') is illegal: you were not dealt more than [12] of '$up'\$" "$T/err" || fail "a card chosen three times is named ($(cat "$T/err"))"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "the refusal of a card chosen three times is one line"

# An AI seat is named as the window names that seat (which shows its level
# beside the name), a human seat "Player N".
expect 0 "named seats" "$U" new up-and-down --players 3 --seats human,normal,hard -o "$T/named.json"
for n in '"Player 1"' '"Alex"' '"Kim"'; do
    grep -q "$n" "$T/named.json" || fail "the seats of a new game are named $n"
done
grep -q 'AI' "$T/named.json" && fail "an AI seat's name repeats its level"

# A save named on the command line that is not there is told as such, not
# as an unknown command.
expect 1 "a missing save" "$U" "$T/no-such-save.json"
grep -q "^updown: cannot read $T/no-such-save.json: No such file or directory\$" "$T/err" ||
    fail "a missing save is named ($(cat "$T/err"))"
expect 1 "a missing save in a folder" "$U" "$T/no-such-folder/game"
grep -q "unknown command" "$T/err" && fail "a missing save is an unknown command"

# --- exit 2: bad usage -----------------------------------------------------
expect 2 "unknown command" "$U" frobnicate
expect 2 "help with more than moves" "$U" help moves extra
grep -q "help takes at most 'moves', not 'extra'" "$T/err" || fail "help names the extra word"
expect 2 "--help with a word" "$U" --help moves
expect 2 "--version with a word" "$U" --version extra
grep -q -- "--version takes nothing more, not 'extra'" "$T/err" || fail "--version names the extra word"
expect 2 "unknown game" "$U" new chess -o "$T/x.json"
expect 2 "no -o" "$U" new up-or-down
expect 2 "bad option" "$U" new up-or-down --option length=medium -o "$T/x.json"
expect 2 "unknown option" "$U" new up-or-down --option colour=blue -o "$T/x.json"
expect 2 "too many players" "$U" new up-or-down --players 7 -o "$T/x.json"
expect 2 "bad seat" "$U" new up-or-down --seats human,robot -o "$T/x.json"
expect 2 "bad seed" "$U" new up-or-down --seed abc -o "$T/x.json"
expect 2 "moves without file" "$U" moves
expect 2 "play without moves" "$U" play "$T/g.json"
expect 2 "show bad seat" "$U" show "$T/g.json" --seat x
expect 2 "show seat out of range" "$U" show "$T/g.json" --seat 4
[ -e "$T/x.json" ] && fail "a refused new wrote a file"

# A mistake in a command: the message first, then that command's usage
# alone (the whole usage would push the message off the screen).
"$U" new up-or-down --players 9 -o "$T/x.json" 2>"$T/err"
head -n 1 "$T/err" | grep -q -e "--players takes 2 to 6 for up-or-down, not '9'" || fail "the mistake is the first line"
grep -q 'updown new GAME' "$T/err" || fail "a mistake in new shows the usage of new"
grep -q 'GAME is one of: up-or-down' "$T/err" || fail "a mistake in new names the games"
grep -q 'updown moves FILE' "$T/err" && fail "a mistake in new lists every command"
grep -q "'updown help' lists every command" "$T/err" || fail "a mistake says where the rest is"
"$U" show "$T/g.json" --seat x 2>"$T/err"
grep -q 'updown show FILE' "$T/err" || fail "a mistake in show shows the usage of show"
grep -q 'updown new GAME' "$T/err" && fail "a mistake in show lists every command"
"$U" frobnicate 2>"$T/err"
grep -q 'updown moves FILE' "$T/err" || fail "an unknown command lists every command"

[ $fails -eq 0 ] && echo "cli_test: all passed"
exit $fails
