#!/bin/sh
# `updown shot`: the table of a save drawn into a PNG without a window, at
# the three sizes the window must handle, as each seat sees it; its exit
# codes; and a clear refusal when the assets are missing.
U="$1"
. "$2/lib/expect.sh"

# A PNG of the right size and not blank: a uniform picture compresses to
# a few hundred bytes, the table to tens of kilobytes.
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

"$U" new up-or-down --players 4 --seed 5 --seats human,normal,easy,hard -o "$T/g.json" ||
    fail "new"
"$U" new up-or-down --players 4 --seed 5 --seats human,normal,easy,hard -o "$T/g6.json" ||
    fail "new"
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18; do
    m=$("$U" moves "$T/g.json" | head -n 1)
    "$U" play "$T/g.json" "$m" || fail "play $m"
    [ "$i" -gt 6 ] || "$U" play "$T/g6.json" "$m" || fail "play $m"
done

expect 0 "shot 1280x800" "$U" shot "$T/g.json" -o "$T/a.png"
check_png "$T/a.png" 1280 800
expect 0 "shot 960x600" "$U" shot "$T/g.json" -o "$T/b.png" --size 960x600 --seat 1
check_png "$T/b.png" 960 600
expect 0 "shot 3840x2160" "$U" shot "$T/g.json" -o "$T/c.png" --size 3840x2160 --seat 2
check_png "$T/c.png" 3840 2160

# --at K: the game as it stood after K moves, as the seat saw it; with
# --reveal as the review shows it, every hand face up.
expect 0 "shot --at 6" "$U" shot "$T/g.json" -o "$T/at6.png" --at 6 --seat 1
check_png "$T/at6.png" 1280 800
expect 0 "shot of the game after 6 moves" "$U" shot "$T/g6.json" -o "$T/six.png" --seat 1
cmp -s "$T/at6.png" "$T/six.png" || fail "--at 6 differs from the game after 6 moves"
expect 0 "shot --at 6 --reveal" "$U" shot "$T/g.json" -o "$T/rev6.png" --at 6 --seat 1 --reveal
check_png "$T/rev6.png" 1280 800
cmp -s "$T/at6.png" "$T/rev6.png" && fail "--reveal shows no more than the seat saw"
expect 0 "shot --at 0 --reveal" "$U" shot "$T/g.json" -o "$T/rev0.png" --at 0 --reveal --size 960x600
check_png "$T/rev0.png" 960 600
expect 1 "shot --at beyond the game" "$U" shot "$T/g.json" -o "$T/x.png" --at 19
expect 2 "shot --at not a number" "$U" shot "$T/g.json" -o "$T/x.png" --at six

expect 2 "shot without -o" "$U" shot "$T/g.json"
expect 2 "shot without a save" "$U" shot -o "$T/x.png"
expect 2 "shot with a bad size" "$U" shot "$T/g.json" -o "$T/x.png" --size huge
expect 2 "shot with a size and more" "$U" shot "$T/g.json" -o "$T/x.png" --size 960x600x3
expect 2 "shot with a size with a space" "$U" shot "$T/g.json" -o "$T/x.png" --size "960x 600"
expect 2 "shot with a seat too many" "$U" shot "$T/g.json" -o "$T/x.png" --seat 4
expect 2 "shot with a seat past any game's" "$U" shot "$T/g.json" -o "$T/x.png" --seat 7
grep -q "this game has seats 0 to 3" "$T/err" || fail "a seat past any game's names the game's seats"
expect 2 "shot with a signed seat" "$U" shot "$T/g.json" -o "$T/x.png" --seat +1
expect 1 "shot of a missing save" "$U" shot "$T/none.json" -o "$T/x.png"
echo '{"format":"updown-save"' >"$T/broken.json"
expect 1 "shot of a broken save" "$U" shot "$T/broken.json" -o "$T/x.png"
[ ! -e "$T/x.png" ] || fail "a refused shot wrote a picture"
expect 1 "shot into a folder that does not exist" "$U" shot "$T/g.json" -o "$T/no/such/x.png"
UPDOWN_ASSETS="$T/nothing" expect 1 "shot without assets" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "not found" "$T/err" || fail "missing assets are named: $(cat "$T/err")"

mkdir "$T/broken-assets"
cp -r "${UPDOWN_ASSETS:-$2/../assets}/." "$T/broken-assets/"
echo "not a picture" >"$T/broken-assets/cards/back.svg"
# SDL keeps its error message in a per-thread buffer that it never frees.
echo "leak:libSDL2" >"$T/lsan.supp"
LSAN_OPTIONS="suppressions=$T/lsan.supp" UPDOWN_ASSETS="$T/broken-assets" expect 1 "shot with a broken picture" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "back.svg" "$T/err" || fail "a broken picture is named: $(cat "$T/err")"
# A picture cut short: an SVG reader draws what it can of it, a card in
# part; it is refused as broken, by name.
cp "${UPDOWN_ASSETS:-$2/../assets}/cards/back.svg" "$T/broken-assets/cards/back.svg"
head -c 300 "${UPDOWN_ASSETS:-$2/../assets}/cards/uad-10c.svg" >"$T/broken-assets/cards/uad-10c.svg"
LSAN_OPTIONS="suppressions=$T/lsan.supp" UPDOWN_ASSETS="$T/broken-assets" expect 1 "shot with a picture cut short" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "uad-10c.svg is broken" "$T/err" || fail "a cut picture is named: $(cat "$T/err")"
# A picture whole but with a number damaged out of all measure: SDL_image's
# SVG reader overflows its floats on it and crashes; it is refused by name.
cp "${UPDOWN_ASSETS:-$2/../assets}/cards/uad-10c.svg" "$T/broken-assets/cards/uad-10c.svg"
sed 's/cx="0.5"/cx="5e38"/' "${UPDOWN_ASSETS:-$2/../assets}/table.svg" >"$T/broken-assets/table.svg"
grep -q 'cx="5e38"' "$T/broken-assets/table.svg" || fail "table.svg has no cx=\"0.5\" to damage"
LSAN_OPTIONS="suppressions=$T/lsan.supp" UPDOWN_ASSETS="$T/broken-assets" expect 1 "shot with a number too large in a picture" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "table.svg is broken" "$T/err" || fail "a picture with a number too large is named: $(cat "$T/err")"
sed 's/scale(0.5000)/scale(0.0000000001)/' "${UPDOWN_ASSETS:-$2/../assets}/cards/uad-10c.svg" >"$T/broken-assets/cards/uad-10c.svg"
cp "${UPDOWN_ASSETS:-$2/../assets}/table.svg" "$T/broken-assets/table.svg"
LSAN_OPTIONS="suppressions=$T/lsan.supp" UPDOWN_ASSETS="$T/broken-assets" expect 1 "shot with a number too small in a picture" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "uad-10c.svg is broken" "$T/err" || fail "a picture with a number too small is named: $(cat "$T/err")"
# A Japanese face cut short, or empty, is refused by name too (these are
# mapped into memory rather than read whole).
cp "${UPDOWN_ASSETS:-$2/../assets}/cards/uad-10c.svg" "$T/broken-assets/cards/uad-10c.svg"
head -c 1000 "${UPDOWN_ASSETS:-$2/../assets}/fonts/UpdownCJK-Bold.otf" >"$T/broken-assets/fonts/UpdownCJK-Bold.otf"
LSAN_OPTIONS="suppressions=$T/lsan.supp" UPDOWN_ASSETS="$T/broken-assets" expect 1 "shot with a font cut short" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "UpdownCJK-Bold.otf is broken" "$T/err" || fail "a cut font is named: $(cat "$T/err")"
: >"$T/broken-assets/fonts/UpdownCJK-Bold.otf"
LSAN_OPTIONS="suppressions=$T/lsan.supp" UPDOWN_ASSETS="$T/broken-assets" expect 1 "shot with an empty font" "$U" shot "$T/g.json" -o "$T/x.png"
grep -q "UpdownCJK-Bold.otf" "$T/err" || fail "an empty font is named: $(cat "$T/err")"
cp "${UPDOWN_ASSETS:-$2/../assets}/fonts/UpdownCJK-Bold.otf" "$T/broken-assets/fonts/"
expect 0 "shot with the assets mended" "$U" shot "$T/g.json" -o "$T/x.png"

[ "$fails" = 0 ] && echo "shot_test: all passed"
exit "$fails"
