#!/bin/sh
# Renders takt's HTML report to a PNG with headless Chromium (Debian package `chromium`).
#
#   scripts/screenshot-report.sh                 the sample report of the tests' fixed history
#                                                -> docs/report.png (what README shows)
#   scripts/screenshot-report.sh PAGE.html OUT.png   any report, e.g. one from `takt report -o`
#
# TAKT_SAMPLE_LANGUAGE=de renders the sample in German.
set -eu
cd "$(dirname "$0")/.."
page=${1:-}
out=${2:-docs/report.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$page" ]; then
    page="$work/report.html"
    TAKT_SAMPLE_REPORT="$page" swift test --filter SampleReport >"$work/test.log" 2>&1 || {
        cat "$work/test.log" >&2
        exit 1
    }
fi
[ -s "$page" ] || { echo "no report at $page" >&2; exit 1; }
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "chromium is not installed (apt-get install chromium)" >&2; exit 1; }
# The page loads nothing from the network; --no-sandbox lets it run as root in containers.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --user-data-dir="$work/profile" --window-size=1000,2200 --screenshot="$work/shot.png" "file://$(realpath "$page")" \
    >"$work/chromium.log" 2>&1 || { cat "$work/chromium.log" >&2; exit 1; }
mkdir -p "$(dirname "$out")"
cp "$work/shot.png" "$out"
echo "$out"
