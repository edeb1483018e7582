#!/bin/sh
# Rasterises the scalable icon into the PNG sizes installed beside it.
# Run after changing icons/io.github.updown.Updown.svg and commit the PNGs;
# needs rsvg-convert (Debian: librsvg2-bin).
set -eu
cd "$(dirname "$0")/icons"
id=io.github.updown.Updown
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "${size}x${size}"
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio \
        "$id.svg" --output "${size}x${size}/$id.png"
done
