#!/bin/sh
# Runs the fuzzer of the save, settings, statistics and saves index loaders and
# of the translation catalogue check for MINUTES
# minutes (default 5) with clang's libFuzzer, growing tests/fuzz/corpus.
# Crashes are written to build-fuzz/.
#   tests/fuzz/run.sh 10
set -eu
minutes=${1:-5}
root=$(cd "$(dirname "$0")/../.." && pwd)
command -v clang >/dev/null || { echo "run.sh needs clang (apt-get install clang)" >&2; exit 2; }
CC=clang cmake -S "$root" -B "$root/build-fuzz" -DCMAKE_BUILD_TYPE=Debug -DUPDOWN_FUZZ=ON \
    -DUPDOWN_WINDOW=OFF -DUPDOWN_TESTS=OFF >/dev/null
cmake --build "$root/build-fuzz" -j"$(nproc)" --target fuzz_load
mkdir -p "$root/build-fuzz/new-corpus"
cd "$root/build-fuzz"
./fuzz_load -max_total_time=$((minutes * 60)) -max_len=65536 -timeout=10 \
    new-corpus "$root/tests/fuzz/corpus"
