#!/bin/sh
# `updown shot` of the Up & Down and 3UP 3DOWN tables: a game in progress
# drawn at the three sizes the window must handle, as different seats see
# it, and a finished game; every picture a PNG of the right size that is
# not blank.
U="$1"
. "$2/lib/expect.sh"

check_png() { # file width height
    [ -s "$1" ] || { fail "$1 was not written"; return; }
    sig=$(od -An -tx1 -N8 "$1" | tr -d ' \n')
    [ "$sig" = "89504e470d0a1a0a" ] || fail "$1 is not a PNG"
    w=$(od -An -tu1 -j16 -N4 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
    h=$(od -An -tu1 -j20 -N4 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
    [ "$w" = "$2" ] && [ "$h" = "$3" ] || fail "$1 is ${w}x$h, wanted $2x$3"
    size=$(wc -c <"$1")
    [ "$size" -gt 20000 ] || fail "$1 looks blank ($size bytes)"
}

shot() { # save name seat size
    expect 0 "shot $2 $4 seat $3" "$U" shot "$1" -o "$T/$2-$3-$4.png" --size "$4" --seat "$3"
    check_png "$T/$2-$3-$4.png" "${4%x*}" "${4#*x}"
}

# the AI seats play on (autoplay), so a game is at any point quickly
"$U" new up-and-down --players 4 --seed 7 --seats easy,easy,easy,easy -o "$T/uad.json" ||
    fail "new"
expect 0 "autoplay" "$U" autoplay "$T/uad.json" --moves 14
for size in 1280x800 960x600 3840x2160; do shot "$T/uad.json" uad 0 "$size"; done
shot "$T/uad.json" uad 2 1280x800
"$U" new up-and-down --players 2 --seed 8 --seats easy,easy -o "$T/uad2.json" || fail "new"
expect 0 "autoplay to the end" "$U" autoplay "$T/uad2.json"
shot "$T/uad2.json" uad-over 1 960x600

"$U" new 3up-3down --players 5 --seed 9 --option reverse_on_one=on --option points=on \
    --seats easy,easy,easy,easy,easy -o "$T/t3.json" || fail "new"
expect 0 "autoplay" "$U" autoplay "$T/t3.json" --moves 40
for size in 1280x800 960x600 3840x2160; do shot "$T/t3.json" t3 3 "$size"; done
shot "$T/t3.json" t3 0 1280x800
"$U" new 3up-3down --players 2 --seed 10 --seats easy,easy -o "$T/t3s.json" || fail "new"
expect 0 "autoplay" "$U" autoplay "$T/t3s.json" --moves 1
shot "$T/t3s.json" t3-setup 1 1280x800

# a shot changes nothing in the save
before=$(cat "$T/uad.json")
expect 0 "shot again" "$U" shot "$T/uad.json" -o "$T/again.png"
[ "$before" = "$(cat "$T/uad.json")" ] || fail "shot changed the save"

[ "$fails" = 0 ] && echo "shot_tables_test: all passed"
exit "$fails"
