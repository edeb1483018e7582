# Sourced by the shell tests of the command line: a scratch folder T
# (removed at exit), a count of failures, fail to report one, and expect to
# run a command and check its exit code, with any sanitizer report a
# failure too.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

expect() { # expect CODE description command...
    want=$1; what=$2; shift 2
    "$@" >"$T/out" 2>"$T/err"
    got=$?
    [ "$got" = "$want" ] || fail "$what: exit $got, wanted $want ($(head -c 300 "$T/err"))"
    # Sanitizer reports or crashes are never acceptable.
    if grep -q -e 'Sanitizer' -e 'runtime error' "$T/err"; then fail "$what: sanitizer report"; fi
}
