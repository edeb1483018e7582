#!/bin/sh
# The command line's input at its edges (docs/cli.md): malformed numbers and
# seeds, repeated options, odd seat lists, control characters in what is
# echoed back, files that are not plain files and saves that are not quite
# JSON. Each is refused with one line and the right exit code, or handled
# without losing anything.
U="$1"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

expect() { # expect CODE description command...
    want=$1; what=$2; shift 2
    "$@" >"$T/out" 2>"$T/err"
    got=$?
    [ "$got" = "$want" ] || fail "$what: exit $got, wanted $want ($(head -c 300 "$T/err"))"
    if grep -q -e 'Sanitizer' -e 'runtime error' "$T/err"; then fail "$what: sanitizer report"; fi
}
# The first line of stderr only: a usage error is followed by the usage.
one_line() { # one_line description
    [ "$(sed -n '1p' "$T/err" | wc -l)" -eq 1 ] || fail "$1: no message"
}

# --- player counts ---------------------------------------------------------
for n in -3 0 -1 abc "" " 4" +4 4x; do
    expect 2 "--players '$n'" "$U" new up-or-down --players "$n" -o "$T/p.json"
    grep -q -e '--players' "$T/err" || fail "--players '$n': the message names --players"
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

[ $fails -eq 0 ] && echo "cli_input: all passed"
exit $fails
