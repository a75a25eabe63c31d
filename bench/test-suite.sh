#!/usr/bin/env bash
# The whole suite as CI runs it, on clean clones of a baseline commit and of HEAD, one after
# the other on this machine: `.ci/run` in each, its stage table kept, the wall time of each
# and their ratio printed (docs/BENCHMARKS.md, "Test suite"). Run it on a quiet machine: the
# suite is CPU-bound on two cores, so anything else running shows up in both figures.
#
#   npm run bench:test-suite                 # baseline: e079330, the commit issue 22 measured
#   BASE=<commit> npm run bench:test-suite   # another baseline
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
base="${BASE:-e079330}"
head="$(git -C "$repo" rev-parse --short HEAD)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

run() { # commit → seconds; the run's output stays in $work/<commit>.log
  local commit="$1" dir="$work/$1"
  git clone -q "$repo" "$dir"
  git -C "$dir" checkout -q "$commit"
  local started=$SECONDS
  if ! (cd "$dir" && CI=true bash .ci/run >"$work/$commit.log" 2>&1); then
    echo "bench: the suite failed at $commit; its last lines:" >&2
    tail -40 "$work/$commit.log" >&2
    exit 1
  fi
  echo $((SECONDS - started))
  # Free the database names and the port before the next run.
  rm -rf "$dir"
}

base_seconds=$(run "$base")
head_seconds=$(run "$head")
echo "Test suite, clean clone, CI=true bash .ci/run ($(nproc) CPU, $(node --version), $(date -u +%F)):"
echo "  baseline $base: $((base_seconds / 60)) min $((base_seconds % 60)) s"
grep -E '^\s+[✓✗] ' "$work/$base.log" | sed 's/^/    /' || true
echo "  HEAD $head: $((head_seconds / 60)) min $((head_seconds % 60)) s"
grep -E '^\s+[✓✗] ' "$work/$head.log" | sed 's/^/    /'
awk -v b="$base_seconds" -v h="$head_seconds" 'BEGIN { printf "  ratio HEAD / baseline: %.2f\n", h / b }'
