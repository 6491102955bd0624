#!/usr/bin/env bash
# Screenshots the real window on a scene or dump after one click, for the README:
#   scripts/window-screenshot.sh PATH/TO/hitscope SCENE X,Y OUT.png [OVERLAYS]
# Needs a display (run it under scripts/with-display.sh), xdotool, xwd and ImageMagick's convert.
set -euo pipefail
hitscope="$1" scene="$2" click="$3" out="$4" overlays="${5:-chain,trace}"
events="$(mktemp)"
"$hitscope" open "$scene" --log-events --quiet --overlay "$overlays" >"$events" &
pid=$!
trap 'kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -f "$events" "$events.xwd"' EXIT
for _ in $(seq 1 200); do grep -q '"ready"' "$events" && break; sleep 0.05; done
read -r x y < <(python3 -c '
import json, sys
e = json.loads(open(sys.argv[1]).readline())["canvas"]
px, py = (float(v) for v in sys.argv[2].split(","))
print(int(e["x"] + px * e["scale"]), int(e["y"] + py * e["scale"]))' "$events" "$click")
window="$(xdotool search --class HitScope | head -1)"
xdotool mousemove --window "$window" "$x" "$y" click 1
# The window draws the click's frame within a few frames; give a slow machine a second.
sleep 1
xwd -id "$window" -out "$events.xwd"
convert "$events.xwd" "$out"
