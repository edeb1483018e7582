#!/bin/sh
# The command line's input at its edges (docs/cli.md): malformed numbers and
# seeds, repeated options, odd seat lists, control characters in what is
# echoed back, files that are not plain files and saves that are not quite
# JSON. Each is refused with one line and the right exit code, or handled
# without losing anything.
U="$1"
. "$2/lib/expect.sh"

# --- player counts ---------------------------------------------------------
for n in -3 0 1 7 -1 abc "" " 4" +4 4x; do
    expect 2 "--players '$n'" "$U" new up-or-down --players "$n" -o "$T/p.json"
    grep -q -e "--players takes 2 to 6 for up-or-down, not '$n'" "$T/err" ||
        fail "--players '$n': the message names --players and the game's counts: $(cat "$T/err")"
done
[ -e "$T/p.json" ] && fail "a refused player count wrote a file"
expect 0 "--players 3" "$U" new up-or-down --players 3 -o "$T/p3.json"
grep -q '"players":	3' "$T/p3.json" || fail "--players 3 makes three seats"

# --- seeds: plain decimal digits, 0 to 2^64-1 ------------------------------
for s in " -1" -1 +7 " 7" "7 " 0x10 1e3 "" 18446744073709551616; do
    expect 2 "new --seed '$s'" "$U" new up-or-down --seed "$s" -o "$T/s.json"
    expect 2 "arena --seed '$s'" "$U" arena up-or-down --seats easy,easy --games 1 --seed "$s"
done
[ -e "$T/s.json" ] && fail "a refused seed wrote a file"
expect 0 "--seed 2^64-1" "$U" new up-or-down --seed 18446744073709551615 -o "$T/s.json"
grep -q '"seed":	"18446744073709551615"' "$T/s.json" || fail "the largest seed is kept exactly"
expect 0 "--seed 0" "$U" new up-or-down --seed 0 -o "$T/s0.json"

# --- control characters in echoed input: the message stays one line ------
"$U" new up-or-down --players 2 --seed 5 -o "$T/g.json"
cp "$T/g.json" "$T/g.orig"
nl='
'
esc=$(printf '\033')
expect 1 "a move with a newline" "$U" play "$T/g.json" "take 1${nl}oops"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "a refused move with a newline is one line ($(cat "$T/err"))"
grep -q -F "move 1 of 1 'take 1\\noops' is illegal" "$T/err" || fail "the newline is shown escaped"
first=$("$U" moves "$T/g.json" | head -n 1)
expect 1 "a move with an escape" "$U" play "$T/g.json" "$first" "take ${esc}[2J"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "a refused move with an escape is one line"
grep -q "$esc" "$T/err" && fail "an escape character is echoed raw"
grep -q -F "move 2 of 2 'take \\x1b[2J'" "$T/err" || fail "the escape is shown as hex"
cmp -s "$T/g.json" "$T/g.orig" || fail "a refused move changed the save"
expect 2 "an unknown command with a newline" "$U" "frob${nl}nicate"
sed -n 1p "$T/err" | grep -q -F "unknown command 'frob\\nnicate'" || fail "the unknown command is one line"
expect 1 "a missing file with a newline" "$U" show "$T/no${nl}such.json"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "a missing file's name with a newline is one line"
# A seat's name from the save with a newline: a name is one line, the
# newline read as a space, so show keeps its lines.
sed 's/"Player 1"/"Ann\\nLee"/' "$T/g.json" >"$T/named.json"
expect 0 "show a name with a newline" "$U" show "$T/named.json"
grep -q -x -F 'Scores: Ann Lee 0, Player 2 0' "$T/out" || fail "show writes a name's newline as a space"

# --- play takes any number of moves at once ------------------------------
# A whole game of six AI seats (hundreds of moves) is replayed by one play,
# then again with more moves than any fixed table would hold.
"$U" new up-or-down --players 6 --seats easy,easy,easy,easy,easy,easy --option length=full \
    --seed 3 -o "$T/long.json"
cp "$T/long.json" "$T/long0.json"
"$U" autoplay "$T/long.json" | cut -d' ' -f2- >"$T/long.moves"
total=$(wc -l <"$T/long.moves")
[ "$total" -gt 300 ] || fail "the long game has $total moves"
(
    IFS='
'
    # shellcheck disable=SC2046
    set -- $(cat "$T/long.moves")
    expect 0 "play a whole game at once" "$U" play "$T/long0.json" "$@" -o "$T/replayed.json"
    i=0
    while [ $i -lt 1200 ]; do set -- "$@" "draw up"; i=$((i + 1)); done
    cp "$T/long0.json" "$T/long0.orig"
    expect 1 "more than a thousand moves" "$U" play "$T/long0.json" "$@"
    grep -q "move $((total + 1)) of $((total + 1200)) 'draw up' is illegal" "$T/err" ||
        fail "the move after the end is named ($(cat "$T/err"))"
    cmp -s "$T/long0.json" "$T/long0.orig" || fail "a refused long play changed the save"
    exit $fails
) || fails=$((fails + $?))
"$U" show "$T/long.json" --json >"$T/a"
"$U" show "$T/replayed.json" --json >"$T/b"
cmp -s "$T/a" "$T/b" || fail "one play of every move gives the game autoplay played"

# --- an option given twice is bad usage, never last-wins -----------------
"$U" new up-or-down --players 2 --seed 5 -o "$T/d.json"
cp "$T/d.json" "$T/d.orig"
first=$("$U" moves "$T/d.json" | head -n 1)
expect 2 "new -o twice" "$U" new up-or-down --seed 1 -o "$T/d1.json" -o "$T/d2.json"
grep -q -e '-o is given twice' "$T/err" || fail "new -o twice says so"
expect 2 "new --seed twice" "$U" new up-or-down --seed 1 --seed 2 -o "$T/d1.json"
expect 2 "new --players twice" "$U" new up-or-down --players 2 --players 3 -o "$T/d1.json"
expect 2 "new --seats twice" "$U" new up-or-down --seats easy,easy --seats hard,hard -o "$T/d1.json"
expect 2 "new --option KEY twice" "$U" new up-or-down --option length=full \
    --option length=short -o "$T/d1.json"
grep -q -e '--option length is given twice' "$T/err" || fail "the repeated option's key is named"
[ -e "$T/d1.json" ] || [ -e "$T/d2.json" ] && fail "a repeated option wrote a file"
expect 2 "play -o twice" "$U" play "$T/d.json" "$first" -o "$T/d1.json" -o "$T/d2.json"
[ -e "$T/d1.json" ] || [ -e "$T/d2.json" ] && fail "play with -o twice wrote a file"
cmp -s "$T/d.json" "$T/d.orig" || fail "play with -o twice changed the save"
expect 2 "undo -o twice" "$U" undo "$T/d.json" -o "$T/d1.json" -o "$T/d2.json"
expect 2 "show --seat twice" "$U" show "$T/d.json" --seat 0 --seat 1
expect 2 "show --json twice" "$U" show "$T/d.json" --json --json
expect 2 "hint --iterations twice" "$U" hint "$T/d.json" --budget -1 --iterations 5 --iterations 6
expect 2 "autoplay --moves twice" "$U" autoplay "$T/d.json" --moves 1 --moves 2
cmp -s "$T/d.json" "$T/d.orig" || fail "a refused autoplay changed the save"
expect 2 "arena --seed twice" "$U" arena up-or-down --seats easy,easy --games 1 --seed 1 --seed 2
expect 2 "arena --games twice" "$U" arena up-or-down --seats easy,easy --games 1 --games 2
expect 2 "arena --seats twice" "$U" arena up-or-down --seats easy,easy --seats normal,easy --games 1
expect 2 "arena --option KEY twice" "$U" arena up-or-down --seats easy,easy --games 1 \
    --option length=full --option length=short
# Different keys are no repetition.
expect 0 "two different options" "$U" new 3up-3down --players 2 --option colours=2 \
    --option play_out=on -o "$T/d3.json"

# --- seat lists: no empty names, no length limit ---------------------------
for list in "human,,easy" ",human,easy" "human,easy," "," ""; do
    expect 2 "new --seats '$list'" "$U" new up-or-down --seats "$list" -o "$T/e.json"
    grep -q 'empty name' "$T/err" || fail "new --seats '$list' names the empty seat"
done
for list in "easy,,hard" ",easy,hard" "easy,hard,"; do
    expect 2 "arena --seats '$list'" "$U" arena up-or-down --seats "$list" --games 1 --iterations 5 --budget -1
    grep -q 'empty name' "$T/err" || fail "arena --seats '$list' names the empty seat"
done
[ -e "$T/e.json" ] && fail "a refused seat list wrote a file"
# A list longer than 255 characters is read whole, not cut: here the cut
# would have left "easy,hard" and dropped the unknown last name.
commas=$(printf '%245s' '' | tr ' ' ',')
expect 2 "a long --seats list" "$U" arena up-or-down --seats "${commas}easy,hard,bogus" \
    --games 1 --iterations 5 --budget -1
expect 2 "a long --seats list (new)" "$U" new up-or-down --seats "${commas}easy,hard,bogus" \
    -o "$T/e.json"
long=$(printf 'hard%300s' '' | tr ' ' 'x')
expect 2 "a long seat name" "$U" new up-or-down --seats "easy,$long" -o "$T/e.json"
[ "$(sed -n 1p "$T/err" | wc -c)" -lt 200 ] || fail "a long seat name is quoted in part"
[ -e "$T/e.json" ] && fail "a refused long seat list wrote a file"
expect 0 "--seats of six" "$U" new up-or-down --seats human,easy,normal,hard,easy,easy -o "$T/six.json"
grep -q '"players":	6' "$T/six.json" || fail "six seats make six players"

# --- arena --json writes its seed exactly ---------------------------------
arena_seed() { # arena_seed SEED WANTED
    expect 0 "arena --seed $1" "$U" arena up-or-down --seats easy,easy --games 1 --seed "$1" --json
    grep -q -F "\"seed\":$2," "$T/out" || fail "arena --json seed $1: $(grep -o '"seed":[^,]*' "$T/out")"
}
arena_seed 7 7
arena_seed 1000000000000000 1000000000000000
arena_seed 9007199254740991 9007199254740991
arena_seed 9007199254740993 '"9007199254740993"'
arena_seed 18446744073709551615 '"18446744073709551615"'

# --- writing keeps the file's permissions and writes through links --------
mode() { stat -c %a "$1"; }
"$U" new up-or-down --players 2 --seed 5 -o "$T/m.json"
first=$("$U" moves "$T/m.json" | head -n 1)
(umask 022 && "$U" new up-or-down --players 2 --seed 5 -o "$T/m644.json")
[ "$(mode "$T/m644.json")" = 644 ] || fail "a new save is 0644, not $(mode "$T/m644.json")"
chmod 600 "$T/m.json"
expect 0 "play on a 0600 save" "$U" play "$T/m.json" "$first"
[ "$(mode "$T/m.json")" = 600 ] || fail "a 0600 save became $(mode "$T/m.json")"
"$U" new up-or-down --players 2 --seed 5 -o "$T/ro.json"
chmod 444 "$T/ro.json"
expect 0 "play -o over a read-only file" "$U" play "$T/m644.json" "$first" -o "$T/ro.json"
[ "$(mode "$T/ro.json")" = 444 ] || fail "a read-only save became $(mode "$T/ro.json")"
expect 0 "undo on a 0640 save" sh -c "chmod 640 '$T/m.json' && '$U' undo '$T/m.json'"
[ "$(mode "$T/m.json")" = 640 ] || fail "undo made a 0640 save $(mode "$T/m.json")"
# A save reached through links: the file they point to is written, the
# links stay links.
mkdir "$T/real" "$T/links"
"$U" new up-or-down --players 2 --seed 5 -o "$T/real/game.json"
chmod 600 "$T/real/game.json"
ln -s ../real/game.json "$T/links/rel.json"
ln -s "$T/links/rel.json" "$T/abs.json"
expect 0 "play through two links" "$U" play "$T/abs.json" "$first"
[ -L "$T/abs.json" ] && [ -L "$T/links/rel.json" ] || fail "play replaced a link by a file"
"$U" show "$T/real/game.json" --json | grep -q '"moves":1' || fail "play through links wrote the file they point to"
[ "$(mode "$T/real/game.json")" = 600 ] || fail "play through links changed the file's mode"
ls "$T/links" "$T/real" | grep -q 'tmp-' && fail "a temporary file was left"
ln -s "$T/real/fresh.json" "$T/dangling.json"
expect 0 "new through a link to a file still to be made" "$U" new up-or-down --seed 2 -o "$T/dangling.json"
[ -L "$T/dangling.json" ] && [ -f "$T/real/fresh.json" ] || fail "new through a dangling link"
ln -s loop2.json "$T/loop1.json"
ln -s loop1.json "$T/loop2.json"
expect 1 "a loop of links" "$U" new up-or-down --seed 2 -o "$T/loop1.json"
[ "$(wc -l <"$T/err")" -eq 1 ] || fail "a loop of links is refused in one line"
[ -L "$T/loop1.json" ] && [ -L "$T/loop2.json" ] || fail "a loop of links was replaced"

# --- only regular files are read or replaced -------------------------------
mkfifo "$T/pipe.json"
on_pipe() { # on_pipe COMMAND ARGS...: refused at once, with the reason
    expect 1 "$1 on a pipe" timeout 10 "$U" "$@"
    grep -q 'pipe.json: it is a pipe or a device, not a file' "$T/err" ||
        fail "$1 on a pipe says why ($(cat "$T/err"))"
    [ "$(wc -l <"$T/err")" -eq 1 ] || fail "$1 on a pipe: one line"
}
for cmd in moves show undo hint autoplay; do on_pipe "$cmd" "$T/pipe.json"; done
on_pipe play "$T/pipe.json" "play 1"
[ -p "$T/pipe.json" ] || fail "the pipe was replaced"
expect 1 "play -o onto a pipe" timeout 10 "$U" play "$T/m644.json" "$first" -o "$T/pipe.json"
grep -q 'not a regular file' "$T/err" || fail "writing onto a pipe says why"
[ -p "$T/pipe.json" ] || fail "play -o replaced a pipe by a file"
ls "$T" | grep -q 'pipe.json.tmp-' && fail "a temporary file was left beside the pipe"

# --- a save is JSON text and nothing else ---------------------------------
"$U" new up-or-down --players 2 --seed 5 -o "$T/j.json"
first=$("$U" moves "$T/j.json" | head -n 1)
"$U" play "$T/j.json" "$first"
damaged() { # damaged NAME WHAT: the save NAME is refused, naming the file
    cp "$T/$1.json" "$T/$1.orig"
    expect 1 "a save with $2" "$U" show "$T/$1.json"
    grep -q "$1.json: " "$T/err" || fail "a save with $2: the file is named ($(cat "$T/err"))"
    [ "$(wc -l <"$T/err")" -eq 1 ] || fail "a save with $2: one line"
    expect 1 "a save with $2 (play)" "$U" play "$T/$1.json" "take 1"
    cmp -s "$T/$1.json" "$T/$1.orig" || fail "a save with $2 was changed"
}
# A NUL byte inside a text ("Player 1" would read as "Pla"), and after the
# object.
sed 's/"Player 1"/"Pla@yer 1"/' "$T/j.json" | tr '@' '\000' >"$T/nul.json"
damaged nul "a NUL byte in a text"
{ cat "$T/j.json"; printf '\000junk'; } >"$T/nulend.json"
damaged nulend "a NUL byte after the object"
{ cat "$T/j.json"; printf 'garbage{'; } >"$T/trail.json"
damaged trail "garbage after the object"
{ cat "$T/j.json"; cat "$T/j.json"; } >"$T/twice.json"
damaged twice "two objects"
# Moves that hold a NUL (cut short, "play N" would be read) or a newline.
sed "s/\"$first\"/\"$first\\\\u0000junk\"/" "$T/j.json" >"$T/u0.json"
grep -q 'u0000junk' "$T/u0.json" || fail "the test save with \\u0000 was not made"
damaged u0 "a \\u0000 in a move"
grep -q 'u0000' "$T/err" || fail "the \\u0000 is named"
sed "s/\"$first\"/\"$first\\\\n\"/" "$T/j.json" >"$T/nl.json"
damaged nl "a newline in a move"
grep -q 'move 1 of the save holds a control character' "$T/err" || fail "the move with a newline is named"
sed "s/\"$first\"/\"$first\\\\t\"/" "$T/j.json" >"$T/tab.json"
damaged tab "a tab in a move"
# White space after the object is no damage, nor an escaped backslash
# before u0000 in a name (a backslash, then the letters u0000).
{ cat "$T/j.json"; printf ' \n\t\r\n'; } >"$T/space.json"
expect 0 "white space after the object" "$U" show "$T/space.json"
sed 's/"Player 1"/"P\\\\u0000"/' "$T/j.json" >"$T/bs.json"
expect 0 "a backslash then u0000 in a name" "$U" show "$T/bs.json"
grep -q -F 'Scores: P\u0000 0' "$T/out" || fail "the name with a backslash is kept ($(grep Scores "$T/out"))"

# --- a seed written as a number is exact or refused ------------------------
# Saves write the seed as a string; older writers' numbers are read below
# 2^53 only, where a double holds them exactly.
"$U" new up-or-down --players 2 --seed 5 -o "$T/k.json"
numseed() { sed "s/\"seed\":[^,]*/\"seed\": $1/" "$T/k.json" >"$T/ns.json"; }
for n in 9007199254740993 9007199254740992 18446744073709551615 1e300 -1 7.5; do
    numseed "$n"
    cp "$T/ns.json" "$T/ns.orig"
    expect 1 "a numeric seed $n" "$U" show "$T/ns.json"
    grep -q 'ns.json: .*"seed"' "$T/err" || fail "a numeric seed $n: the seed is named ($(cat "$T/err"))"
    expect 1 "a numeric seed $n (play)" "$U" play "$T/ns.json" "take 1"
    cmp -s "$T/ns.json" "$T/ns.orig" || fail "a save with a numeric seed $n was changed"
done
numseed 9007199254740991
expect 0 "a numeric seed 2^53-1" "$U" play "$T/ns.json" "$("$U" moves "$T/ns.json" | head -n 1)"
grep -q '"seed":	"9007199254740991"' "$T/ns.json" || fail "a numeric seed is rewritten exactly, as a string"
numseed 5
expect 0 "a small numeric seed" "$U" show "$T/ns.json" --json
"$U" show "$T/k.json" --json >"$T/a"
cmp -s "$T/out" "$T/a" || fail "a numeric seed 5 deals as the string 5 does"

# --- a move of three words -------------------------------------------------
# An unknown word is named as no move of the game, whatever follows it; a
# move's own word with one word too many is told so.
expect 1 "place 1 1" "$U" play "$T/k.json" "place 1 1"
grep -q "'place 1 1' is not an Up or Down? move" "$T/err" || fail "place 1 1: $(cat "$T/err")"
expect 1 "take 5 5" "$U" play "$T/k.json" "take 5 5"
grep -q "'take 5 5' has too many words" "$T/err" || fail "take 5 5: $(cat "$T/err")"
"$U" new up-and-down --players 2 --seed 5 -o "$T/d.json"
expect 1 "lay qh qh" "$U" play "$T/d.json" "lay qh qh"
grep -q "'lay qh qh' is not an Up & Down move" "$T/err" || fail "lay qh qh: $(cat "$T/err")"
expect 1 "card qh qh" "$U" play "$T/d.json" "card qh qh"
grep -q "'card qh qh' has too many words" "$T/err" || fail "card qh qh: $(cat "$T/err")"

[ $fails -eq 0 ] && echo "cli_input: all passed"
exit $fails
