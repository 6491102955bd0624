#!/usr/bin/env bash
# Opens the bundled default scene in a window; on a machine without a display, exports it with
# its overlays to a PNG instead and says how to get the window.
set -uo pipefail
hitscope="$1"
out="$2"
display_number="${DISPLAY:-}"
display_number="${display_number#*:}"
display_number="${display_number%%.*}"
if [ -n "${DISPLAY:-}" ] && { [ -e "/tmp/.X11-unix/X$display_number" ] || [[ "$DISPLAY" == *:*.* && "$DISPLAY" != :* ]] || [[ "$DISPLAY" != :* ]]; }; then
  exec "$hitscope"
fi
mkdir -p "$out"
png="$out/default-scene.png"
"$hitscope" export scenes/ring-over-button.json -o "$png" --overlay regions,chain --click 210,120 --scale 2 || exit $?
echo "No X display (DISPLAY is not set), so HitScope exported the default scene instead:"
echo "  $(cd "$out" && pwd)/default-scene.png"
echo "To open the window, run it on a desktop, or under a virtual display:"
echo "  xvfb-run -s '-screen 0 1600x1000x24' $hitscope"
