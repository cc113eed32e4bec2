#!/usr/bin/env bash
# Runs every takt benchmark and fault-injection check against a release build.
#
#   bash Benchmarks/run.sh            # everything (about 8 minutes; sessions run in real time)
#   bash Benchmarks/run.sh startup    # one part: accuracy | session | keys | cpu | startup | list | peer | faults | refused | remote | strap
#
# Each figure is printed with its target and `ok` or `FAIL`, and the load average beside it.
#
# Not part of `swift test`. Needs python3 (standard library only), tmux for the signal checks,
# and PyPI for the peer run (installed into a throwaway venv under /tmp).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${TAKT_BIN:-}" ]]; then
    # The Swift runtime and Foundation linked in: resolving their symbols at every start took
    # most of `takt --version`'s 15 ms of CPU. This is the release build the figures are for.
    swift build -c release --product takt --static-swift-stdlib 2>&1 | tail -n 1
    export TAKT_BIN="$PWD/.build/release/takt"
fi

echo "takt benchmarks — $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores,"\
     "$(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -n 1)"
echo "binary: $TAKT_BIN ($("$TAKT_BIN" --version)), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo

parts=("${@:-accuracy session keys cpu startup list peer faults refused remote strap}")
status=0
for part in ${parts[*]}; do
    python3 "Benchmarks/$part.py" || status=1
    echo
done
exit $status
