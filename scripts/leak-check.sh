#!/usr/bin/env bash
# Runs the hitscope commands on the bundled scenes under valgrind's memcheck and reports the
# bytes "definitely lost" per command. Fails when any command loses memory for certain.
#   scripts/leak-check.sh            builds the debug hitscope, then checks it
#   HITSCOPE=path scripts/leak-check.sh   checks that binary instead (no build)
# Suppressions (scripts/valgrind.supp) cover only documented caches of system libraries.
# Slow (a minute or more per command): not part of make test; run it with make leak-check.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${HITSCOPE:-}" ]; then
  swift build 2>&1 | grep -v -e "prohibited flag" -e "^\[" || true
  HITSCOPE="$(swift build --show-bin-path)/hitscope"
fi
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)." >&2; exit 3; }
[ -x "$HITSCOPE" ] || { echo "No hitscope executable at $HITSCOPE." >&2; exit 3; }

out="$(mktemp -d /tmp/hitscope-leak-XXXXXX)"
trap 'rm -rf "$out"' EXIT
scenes=(scenes/*.json)
ring=scenes/ring-over-button.json
# Fonts as the golden tests pin them, so runs compare across machines.
export FONTCONFIG_FILE="$PWD/Tests/HitScopeRenderTests/Goldens/fonts.conf"

declare -a names commands
add() { names+=("$1"); shift; commands+=("$*"); }
add "validate" validate "${scenes[@]}"
add "hit" hit "$ring" 120,120 210,120 10,10 --json
add "check" check "${scenes[@]}"
if "$HITSCOPE" help audit >/dev/null 2>&1; then add "audit" audit "${scenes[@]}" --json; fi
add "export png" export "$ring" -o "$out/ring.png" --all-overlays --click 210,120 --scale 2
add "export svg" export "$ring" -o "$out/ring.svg" --all-overlays --click 210,120
add "export pdf" export "$ring" -o "$out/ring.pdf" --all-overlays --click 210,120
if "$HITSCOPE" help map >/dev/null 2>&1; then add "map" map "$ring" -o "$out/map.png" --json; fi

failed=0
printf '%-12s %8s %22s %s\n' "command" "exit" "definitely lost" "(indirectly, possibly lost)"
for i in "${!names[@]}"; do
  log="$out/valgrind-$i.log"
  set +e
  # shellcheck disable=SC2086
  valgrind --tool=memcheck --leak-check=full --errors-for-leak-kinds=definite \
    --show-leak-kinds=definite --error-exitcode=99 --num-callers=30 \
    --suppressions=scripts/valgrind.supp --log-file="$log" \
    "$HITSCOPE" ${commands[$i]} >/dev/null 2>"$out/stderr-$i"
  status=$?
  set -e
  definite=$(grep -oP 'definitely lost: \K[0-9,]+ bytes in [0-9,]+ blocks' "$log" || echo "0 bytes in 0 blocks")
  indirect=$(grep -oP 'indirectly lost: \K[0-9,]+ bytes' "$log" || echo "0 bytes")
  possible=$(grep -oP 'possibly lost: \K[0-9,]+ bytes' "$log" || echo "0 bytes")
  printf '%-12s %8s %22s (%s, %s)\n' "${names[$i]}" "$status" "$definite" "$indirect" "$possible"
  # Exit 1 is a result (audit findings, failed probes); 99 is valgrind's leak verdict.
  if [ "$status" -eq 99 ] || [ "$status" -gt 1 ]; then
    failed=1
    echo "--- ${names[$i]}: valgrind log ($log) ---" >&2
    sed -n '/definitely lost in/,/^==[0-9]*== $/p' "$log" | head -80 >&2 || true
    cat "$out/stderr-$i" >&2
    cp "$log" "/tmp/hitscope-leak-${names[$i]// /-}.log"
  fi
done
if [ "$failed" -ne 0 ]; then
  echo "Definite leaks or failures above (logs copied to /tmp/hitscope-leak-*.log)." >&2
  exit 1
fi
echo "No definite leaks in any command."
