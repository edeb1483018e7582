#!/bin/sh
# Packaging check, run by .ci/run as root after the tests:
# builds the source tarball, builds the .deb from that tarball in a Release
# build (so a file missing from the tarball breaks the build), installs the
# .deb on this machine, validates the installed desktop entry and metainfo,
# and runs the installed program from a folder outside any source tree.
# The package is removed again at the end.
set -eu
cd "$(dirname "$0")/.."
src=$(pwd)
id=io.github.updown.Updown
B=$src/build-release
T=$(mktemp -d)
# Remove the package at the end unless it was installed before.
installed=0
dpkg-query -W -f='${Status}' updown 2>/dev/null | grep -q "ok installed" && installed=2
cleanup() {
    if [ "$installed" = 1 ]; then
        dpkg --purge updown >/dev/null 2>&1 || echo "could not remove the updown package" >&2
    fi
    rm -rf "$T"
}
trap cleanup EXIT
export DEBIAN_FRONTEND=noninteractive

passed=0
failed=0
check() { # check DESCRIPTION COMMAND...: one counted check
    what=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok: $what"
    else
        failed=$((failed + 1))
        echo "FAIL: $what" >&2
    fi
}

# The validators, when missing.
missing=""
for p in desktop-file-utils appstream; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    echo "Installing:$missing"
    apt-get update -q
    apt-get install -y -q --no-install-recommends $missing
fi

# --- The source tarball -------------------------------------------------------
rm -rf "$B"
cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DUPDOWN_TESTS=OFF
cmake --build "$B" --target package_source
version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$B/CPackSourceConfig.cmake")
tarball=$B/updown-$version.tar.gz
tar -tzf "$tarball" | sed "s|^updown-$version/||" | sort >"$T/tar-list"
if [ -e .git ]; then
    git ls-files | sort >"$T/git-list"
    check "the source tarball holds every file under version control" \
        sh -c '[ -z "$(comm -23 "$1" "$2")" ] || { comm -23 "$1" "$2"; false; }' - "$T/git-list" "$T/tar-list"
fi
check "the source tarball holds no .git or build folder" \
    sh -c '! grep -E "^(\.git|build[^/]*)(/|$)" "$1"' - "$T/tar-list"

# --- The .deb, built from the tarball -----------------------------------------
mkdir "$T/src"
tar -xzf "$tarball" -C "$T/src"
cmake -S "$T/src/updown-$version" -B "$B/deb" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX=/usr -DUPDOWN_TESTS=OFF
cmake --build "$B/deb" -j"$(nproc)" --target package
# A second install of the same build under a prefix of its own (while the
# extracted tree still exists, since installing copies from it).
cmake --install "$B/deb" --prefix "$T/prefix" >/dev/null
# Without the extracted tree the installed program must find its data in
# the installed folder, not in the tree it was built from.
rm -rf "$T/src"
deb=$(ls "$B"/deb/updown_"$version"_*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for p in libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libcjson1; do
    check "the .deb depends on $p" sh -c 'echo "$1" | grep -Eq "(^|, )$2( |,|$)"' - "$depends" "$p"
done

# `cmake --install` to a prefix of its own: the program there finds the
# assets under that prefix (the tree it was built from is gone, and before
# the .deb is installed there is no /usr/share/updown to fall back on).
if [ ! -e /usr/share/updown ]; then
    mkdir "$T/alone"
    (cd "$T/alone" && "$T/prefix/bin/updown" new up-or-down --players 2 --seed 3 -o t.json)
    check "a program installed by cmake --install under another prefix draws from its own assets" \
        sh -c 'cd "$1" && "$2/bin/updown" shot t.json -o t.png --size 960x600 &&
               test "$(wc -c <t.png)" -gt 20000' - "$T/alone" "$T/prefix"
fi

apt-get install -y -q --reinstall "$deb"
[ "$installed" = 2 ] || installed=1

# --- The installed files ------------------------------------------------------
share=/usr/share
check "the binary is /usr/bin/updown" test -x /usr/bin/updown
check "the desktop entry is installed" test -f "$share/applications/$id.desktop"
check "the metainfo is installed" test -f "$share/metainfo/$id.metainfo.xml"
check "the man page is installed" test -f "$share/man/man6/updown.6"
check "the scalable icon is installed" test -f "$share/icons/hicolor/scalable/apps/$id.svg"
png_size() { # width and height of a PNG, from its IHDR chunk
    od -An -tu1 -j16 -N8 "$1" | awk '{print $3 * 256 + $4 "x" $7 * 256 + $8}'
}
for s in 16 24 32 48 64 128 256 512; do
    f=$share/icons/hicolor/${s}x$s/apps/$id.png
    check "the ${s}x$s icon is installed at its size" test "$(png_size "$f" 2>/dev/null)" = "${s}x$s"
done
if [ -d assets ]; then
    (cd assets && find . -type f | sed 's|^\./||') >"$T/assets-list"
    n=0
    lost=""
    while IFS= read -r f; do
        n=$((n + 1))
        cmp -s "assets/$f" "$share/updown/$f" || lost="$lost $f"
    done <"$T/assets-list"
    check "all $n files of assets/ are installed in $share/updown" test -z "$lost"
    [ -z "$lost" ] || echo "not installed:$lost" >&2
fi
# The translations: the catalogues, and the desktop entry and metainfo
# with each language's words.
for lang in $(sed -n 's/^\([a-z][a-z_]*\).*/\1/p' po/LINGUAS); do
    check "the $lang catalogue is installed" test -f "$share/locale/$lang/LC_MESSAGES/updown.mo"
    check "the $lang catalogue translates" sh -c \
        '[ "$(LANG=C.UTF-8 LANGUAGE=$1 TEXTDOMAINDIR=/usr/share/locale gettext -d updown "New game")" != "New game" ]' - "$lang"
    check "the desktop entry speaks $lang" grep -q "^Comment\[$lang\]=" "$share/applications/$id.desktop"
    check "the metainfo speaks $lang" grep -q "xml:lang=\"$lang\"" "$share/metainfo/$id.metainfo.xml"
done
check "desktop-file-validate passes" desktop-file-validate "$share/applications/$id.desktop"
check "appstreamcli validate passes" appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml"

# --- The installed program, outside the source tree ---------------------------
mkdir "$T/run"
cd "$T/run"
check "updown on the PATH is the installed one" sh -c '[ "$(command -v updown)" = /usr/bin/updown ]'
check "updown --version prints updown $version" sh -c '[ "$(updown --version | head -n 1)" = "updown $1" ]' - "$version"
# A whole game of each game, three seats: the computer seats play through
# `autoplay`, the human seat plays its first legal move through `play`.
for game in $(updown help | sed -n 's/^GAME is one of: //p'); do
    f=$game.json
    check "updown new $game" updown new "$game" --players 3 --seed 2024 --seats human,easy,normal -o "$f"
    steps=0
    last=""
    while [ "$steps" -lt 3000 ] && updown autoplay "$f" >/dev/null &&
        m=$(updown moves "$f" | head -n 1) && [ -n "$m" ] && updown play "$f" "$m"; do
        steps=$((steps + 1))
        last=$m
    done
    check "$game: a whole game ($steps human moves) to its end" \
        sh -c 'updown show "$1" --json | grep -q "\"over\":true"' - "$f"
    check "$game: updown show names the winner" sh -c 'updown show "$1" | grep -q "^Winner"' - "$f"
    check "$game: updown show --seat 1" sh -c 'updown show "$1" --seat 1 >/dev/null' - "$f"
    check "$game: a move after the end is refused with exit 1" \
        sh -c 'updown play "$1" "$2" 2>/dev/null; [ $? -eq 1 ]' - "$f" "$last"
done
# `updown shot` draws a table with no window, from the installed assets.
updown new up-or-down --players 4 --seed 7 --seats human,easy,normal,hard -o table.json
updown play table.json "$(updown moves table.json | head -n 1)"
check "updown shot draws the Up or Down? table" \
    updown shot table.json -o table.png --size 1280x800 --seat 0
check "the shot is a 1280x800 PNG" test "$(png_size table.png 2>/dev/null)" = 1280x800
check "the shot is not blank (over 20 KB)" test "$(wc -c <table.png)" -gt 20000
LANG=ja_JP.UTF-8 updown shot table.json -o table-ja.png --size 1280x800 --seat 0
check "updown shot under LANG=ja_JP.UTF-8 draws the table in Japanese" \
    sh -c '[ "$(wc -c <table-ja.png)" -gt 20000 ] && ! cmp -s table.png table-ja.png'
check "an unknown command exits 2" sh -c 'updown frobnicate 2>/dev/null; [ $? -eq 2 ]'
cd "$src"

echo "packaging: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
