#!/bin/sh
# Draws the README's and the metainfo's screenshots of the three tables with
# `updown shot`, the same pictures every time on the same system:
#
#   tools/make-screenshots.sh [UPDOWN] [OUTDIR]
#
# UPDOWN is the program (default build/updown), OUTDIR the folder of the
# pictures (default docs/screenshots). Each game is set up from a fixed
# seed with normal AI seats that play a fixed number of moves by
# `updown autoplay` (deterministic: the AI's random stream comes from the
# seed), and on until seat 0 is to act; the same moves are then replayed
# into a game where seat 0 is human, so the picture shows the table as that
# player sees it on their turn, with their hand and the moves they may make
# lit.
set -eu

updown=${1:-build/updown}
out=${2:-docs/screenshots}
size=1280x800
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# shot NAME GAME PLAYERS SEED MOVES SEATS [OPTION...]
shot() {
    name=$1 game=$2 players=$3 seed=$4 moves=$5 seats=$6
    shift 6
    options=
    for o in "$@"; do options="$options --option $o"; done
    ai=normal
    i=1
    while [ "$i" -lt "$players" ]; do ai="$ai,normal"; i=$((i + 1)); done
    # shellcheck disable=SC2086 # options are words without spaces
    "$updown" new "$game" --players "$players" --seed "$seed" $options --seats "$ai" \
        -o "$tmp/ai.json"
    "$updown" autoplay "$tmp/ai.json" --moves "$moves" --budget -1 >"$tmp/moves.txt"
    # Then on to seat 0's next turn, should the AI have changed its play.
    steps=0
    until "$updown" show "$tmp/ai.json" --json | grep -q '"to_move":0,'; do
        steps=$((steps + 1))
        [ "$steps" -le 100 ] || { echo "$name: seat 0 never comes to act" >&2; exit 1; }
        "$updown" autoplay "$tmp/ai.json" --moves 1 --budget -1 >>"$tmp/moves.txt"
    done
    moves=$(($(wc -l <"$tmp/moves.txt")))
    # shellcheck disable=SC2086
    "$updown" new "$game" --players "$players" --seed "$seed" $options --seats "$seats" \
        -o "$tmp/$name.json"
    set --
    while read -r _ move; do set -- "$@" "$move"; done <"$tmp/moves.txt"
    [ "$#" -eq "$moves" ] || { echo "$name: the AI made $# moves, not $moves" >&2; exit 1; }
    "$updown" play "$tmp/$name.json" "$@"
    "$updown" shot "$tmp/$name.json" -o "$out/$name.png" --size "$size" --seat 0
    echo "$out/$name.png: $game, $players players, seed $seed, $moves moves"
}

shot up-or-down up-or-down 4 7 "${UOD_MOVES:-132}" human,hard,normal,easy length=full
shot up-and-down up-and-down 4 11 "${UAD_MOVES:-39}" human,hard,normal,easy
shot 3up-3down 3up-3down 4 5 "${T33_MOVES:-60}" human,hard,normal,easy
