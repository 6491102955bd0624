#!/usr/bin/env bash
# Runs a command with an X display: the current one when DISPLAY works, else a private Xvfb
# that is stopped when the command ends.
set -euo pipefail
display_number="${DISPLAY:-}"
display_number="${display_number#*:}"
display_number="${display_number%%.*}"
if [ -n "${DISPLAY:-}" ] && [ -e "/tmp/.X11-unix/X$display_number" ]; then
  exec "$@"
fi
display=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || { echo "No free X display number between :90 and :140 for Xvfb." >&2; exit 3; }
Xvfb "$display" -screen 0 1920x1200x24 -nolisten tcp >/tmp/hitscope-xvfb.log 2>&1 &
xvfb_pid=$!
trap 'kill $xvfb_pid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
  [ -e "/tmp/.X11-unix/X${display#:}" ] && break
  sleep 0.05
done
export DISPLAY="$display"
"$@"
