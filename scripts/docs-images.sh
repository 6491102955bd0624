#!/usr/bin/env bash
# Regenerates the pictures the README shows, from the bundled scenes, with the release build.
#   scripts/docs-images.sh PATH/TO/hitscope
set -euo pipefail
cd "$(dirname "$0")/.."
hitscope="$1"
out=docs/images
mkdir -p "$out"
"$hitscope" export scenes/ring-over-button.json -o "$out/ring.png" --scale 2 --no-panel
"$hitscope" export scenes/ring-over-button.json -o "$out/ring-regions.png" --scale 2 --overlay regions
"$hitscope" export scenes/ring-over-button.json -o "$out/ring-chain.png" --scale 2 --overlay chain,trace --click 210,120
"$hitscope" export scenes/delete-badge.json -o "$out/delete-badge-outsets.png" --scale 2 --overlay outsets
"$hitscope" map scenes/transparent-overlay.json -o "$out/transparent-overlay-map.png" --scale 2
"$hitscope" export Tests/HitScopeRenderTests/Goldens/scenes/product-cell.json \
  -o "$out/product-cell-missed.png" --scale 2 --overlay trace,probes --click 80,196
# What fires: the gestures overlay after a tap on a row that the keyboard-dismiss tap swallows.
"$hitscope" export scenes/gesture-conflicts.json -o "$out/gesture-conflicts.png" \
  --overlay gestures --click 100,88
# The window on the imported example dump, after a click on its unreachable button.
if command -v xdotool >/dev/null && command -v xwd >/dev/null && command -v convert >/dev/null; then
  scripts/with-display.sh scripts/window-screenshot.sh "$hitscope" scenes/login-screen.dump.txt \
    100,235 "$out/login-screen-window.png"
else
  echo "xdotool, xwd or convert is missing: $out/login-screen-window.png is left as it was." >&2
fi
# The report's screenshot: a scene with failing probes and a bundled one, in headless Chromium.
if command -v chromium >/dev/null; then
  mkdir -p out
  "$hitscope" report Tests/HitScopeCLITests/Goldens/checkout-failing.json \
    scenes/ring-over-button.json -o out/report.html || [ $? -eq 1 ]
  profile="$(mktemp -d)"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
    --window-size=1200,1960 --screenshot="$out/report.png" "file://$PWD/out/report.html" \
    2>/dev/null
  rm -rf "$profile"
else
  echo "chromium is not installed: $out/report.png is left as it was." >&2
fi
echo "Wrote $(ls "$out" | wc -l) pictures to $out/."
