#!/bin/sh
# tools/make-screenshots.sh, which draws the README's pictures: it runs to
# the end (seat 0 comes to act in each game), writes three 1280x800 PNGs
# that are not blank, and draws the same pictures a second time.
U="$1"
TESTS="$2"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

check_png() { # file
    [ -s "$1" ] || { fail "$1 was not written"; return; }
    sig=$(od -An -tx1 -N8 "$1" | tr -d ' \n')
    [ "$sig" = "89504e470d0a1a0a" ] || fail "$1 is not a PNG"
    w=$(od -An -tu1 -j16 -N4 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
    h=$(od -An -tu1 -j20 -N4 "$1" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
    [ "$w" = 1280 ] && [ "$h" = 800 ] || fail "$1 is ${w}x$h, wanted 1280x800"
    [ "$(wc -c <"$1")" -gt 100000 ] || fail "$1 looks blank"
}

for run in 1 2; do
    if ! sh "$TESTS/../tools/make-screenshots.sh" "$U" "$T/$run" >"$T/out" 2>"$T/err"; then
        fail "make-screenshots.sh (run $run): $(head -c 300 "$T/err")"
    fi
    if grep -q -e 'Sanitizer' -e 'runtime error' "$T/err"; then fail "sanitizer report"; fi
done
for name in up-or-down up-and-down 3up-3down; do
    check_png "$T/1/$name.png"
    cmp -s "$T/1/$name.png" "$T/2/$name.png" || fail "$name.png differs between two runs"
done

[ "$fails" = 0 ] && echo "screenshots_test: all passed"
exit "$fails"
