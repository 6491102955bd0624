#!/usr/bin/env bash
# Builds the libFuzzer target for the scene decoder + validator + engine, the LLDB dump
# importer and the input reader (every input is also fed through standard input, as `-`), and
# runs it. The modules
# are built with testing enabled so that the target can also check internal passes (the
# view-count prescan against the decoder's count).
#   scripts/fuzz.sh SECONDS
# The corpus starts from every bundled and test scene; crashes, hangs (> 1 s per input) and
# out-of-memory inputs land in .build/fuzz/findings and fail the run.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
build=.build/fuzz
mkdir -p "$build/corpus" "$build/findings"
swift build --scratch-path "$build/swift" --target HitScopeImport \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing 2>&1 | grep -v -e "prohibited flag" -e "^\[" || true
bin="$build/swift/debug"
objects=("$bin"/HitScopeEngine.build/*.o "$bin"/HitScopeFormat.build/*.o "$bin"/HitScopeResources.build/*.o
  "$bin"/HitScopeImport.build/*.o)
swiftc -sanitize=fuzzer,address -parse-as-library Fuzz/SceneFuzzer.swift \
  -I "$bin/Modules" "${objects[@]}" -o "$build/scene-fuzzer" 2>&1 | grep -v "Cannot export local symbol" || true
# Resources sit next to the fuzzer binary, where the bundle accessor looks for them.
cp -r "$bin"/*.resources "$build/" 2>/dev/null || true
find scenes Tests -name '*.json' -size -200k -exec cp {} "$build/corpus/" \;
find scenes Tests -name '*.dump.txt' -size -200k -exec cp {} "$build/corpus/" \;
echo "Fuzzing the scene decoder and the dump importer for $seconds s (corpus: $(ls "$build/corpus" | wc -l) files)..."
set +e
"$build/scene-fuzzer" "$build/corpus" -dict=Fuzz/scene.dict -max_total_time="$seconds" \
  -timeout=1 -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$build/findings/" \
  -print_final_stats=1 2>"$build/fuzz.log"
status=$?
set -e
grep -E "^(stat::|#[0-9]+ +DONE)" "$build/fuzz.log" | tail -8 || true
grep -E "cov:" "$build/fuzz.log" | tail -1 || true
if [ $status -ne 0 ]; then
  echo "The fuzzer found a failing input (exit $status); see $build/fuzz.log and $build/findings/." >&2
  ls "$build/findings" >&2
  exit 1
fi
echo "No crash, hang or out-of-memory in $seconds s."
