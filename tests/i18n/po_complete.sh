#!/bin/sh
# Each language's catalogue against the texts the build extracted: merged
# with updown.pot, msgfmt --check must pass and report every message
# translated, none untranslated and none fuzzy.
#   po_complete.sh PO_DIR POT LANG...
PO="$1"
POT="$2"
shift 2
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fails=0
[ -s "$POT" ] || { echo "FAIL: $POT was not extracted" >&2; exit 1; }
[ "$#" -gt 0 ] || { echo "FAIL: no language listed" >&2; exit 1; }
for lang in "$@"; do
    if ! msgmerge --quiet --no-fuzzy-matching -o "$T/$lang.po" "$PO/$lang.po" "$POT" 2>"$T/err"; then
        echo "FAIL: $lang.po does not merge: $(head -c 300 "$T/err")" >&2
        fails=$((fails + 1))
        continue
    fi
    if ! msgfmt --check --statistics -o /dev/null "$T/$lang.po" 2>"$T/stats"; then
        echo "FAIL: $lang.po: $(head -c 600 "$T/stats")" >&2
        fails=$((fails + 1))
        continue
    fi
    stats=$(cat "$T/stats")
    echo "$lang: $stats"
    case "$stats" in
    *untranslated* | *fuzzy*)
        echo "FAIL: $lang.po is not complete: $stats" >&2
        fails=$((fails + 1))
        ;;
    *"translated message"*) ;;
    *)
        echo "FAIL: $lang.po: no statistics ($stats)" >&2
        fails=$((fails + 1))
        ;;
    esac
done
[ "$fails" = 0 ] && echo "po_complete: all passed"
exit "$fails"
