#!/usr/bin/env bash
# Times one answer end to end (JVM start included) for each example of ../shared/games.md,
# plus a few inputs at the classic problems' limits. Run from the repository root after
# `mvn -B -q -pl cli verify` (or `mvn package`), on a quiet machine:
#
#     cli/time-examples.sh [RUNS]        # default 20 runs per input
#
# Prints, per input, the answer and the minimum and median wall time in milliseconds.
# Uses hyperfine instead when it is installed (HYPERFINE=0 to keep the plain loop).
set -euo pipefail

JAR=${JAR:-cli/target/grundy.jar}
RUNS=${1:-20}
JAVA=${JAVA:-java}
[ -f "$JAR" ] || { echo "no $JAR: build it with mvn -B -q -pl cli verify" >&2; exit 1; }

DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
printf '0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n' > "$DIR/rect-a.txt"
printf '0 0 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n' > "$DIR/rect-b.txt"
printf '1111\n1111\n1111\n1111\n' > "$DIR/rect-full-4x4.txt"
printf '1 2 3 4 7\n' > "$DIR/triomino.txt"
printf '5\n1\n2\n3\n4\n7\n' > "$DIR/triomino-count.txt"
printf '800\n' > "$DIR/triomino-800.txt"
printf '2\n2 5\n3\n2 4 7\n' > "$DIR/setnim.txt"
# Classic limits: k = 100 sizes 1..10000, n = 100 piles up to 10000.
{ echo 100; seq 1 101 10000 | head -100 | tr '\n' ' '; echo; echo 100; seq 10000 -97 1 | head -100 | tr '\n' ' '; echo; } > "$DIR/setnim-classic.txt"

CASES=(
  "rect $DIR/rect-a.txt"
  "rect $DIR/rect-b.txt"
  "rect --explain $DIR/rect-a.txt"
  "rect --json $DIR/rect-a.txt"
  "triomino $DIR/triomino.txt"
  "triomino --count-first $DIR/triomino-count.txt"
  "triomino --json $DIR/triomino.txt"
  "setnim $DIR/setnim.txt"
  "setnim --json $DIR/setnim.txt"
  "list"
  "rect $DIR/rect-full-4x4.txt"
  "triomino $DIR/triomino-800.txt"
  "setnim $DIR/setnim-classic.txt"
)

if command -v hyperfine >/dev/null && [ "${HYPERFINE:-1}" != 0 ]; then
  for c in "${CASES[@]}"; do
    hyperfine -N --warmup 3 --runs "$RUNS" "$JAVA -jar $JAR $c"
  done
  exit 0
fi

now() { date +%s%N; }
for c in "${CASES[@]}"; do
  # shellcheck disable=SC2086
  answer=$($JAVA -jar "$JAR" $c | tr '\n' ' ' | cut -c1-60)
  for _ in 1 2 3; do $JAVA -jar "$JAR" $c > /dev/null; done   # warm the file cache
  times=()
  for _ in $(seq "$RUNS"); do
    t0=$(now)
    # shellcheck disable=SC2086
    $JAVA -jar "$JAR" $c > /dev/null
    times+=($(( ($(now) - t0) / 1000000 )))
  done
  sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  printf '%-48s min %4d ms  median %4d ms  -> %s\n' "${c//$DIR\//}" "${sorted[0]}" \
    "${sorted[$((RUNS / 2))]}" "$answer"
done
