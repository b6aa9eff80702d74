#!/bin/bash
# A/B of the game screen's Lighthouse run: the build of main ("before") and of branch
# game-load ("after"), copied to two directories, put in turn in apps/web/dist and audited
# with bench/lighthouse.mjs (one run, the game screen only), alternating the order each round
# (ABBA). Every run's JSON and gzipped report is kept in the current directory.
#   cd OUT && ab.sh ROUNDS BEFORE_DIST AFTER_DIST [FIRST_ROUND]
set -u
ROUNDS=$1; BEFORE=$2; AFTER=$3; FIRST=${4:-1}
HERE=$(pwd)
WEB=$(cd "$(dirname "$0")/../../../apps/web" && pwd)
run() { # variant round
  local v=$1 r=$2 src
  [ "$v" = before ] && src=$BEFORE || src=$AFTER
  rm -rf "$WEB/dist" && cp -a "$src" "$WEB/dist"
  echo "$(date -u +%T) round $r $v (load $(cut -d' ' -f1 /proc/loadavg))" | tee -a "$HERE/ab.log"
  (cd "$WEB" && nice -n 10 node bench/lighthouse.mjs --runs 1 --only game --save "$HERE/round-$r-$v" > "$HERE/round-$r-$v.json" 2>> "$HERE/ab.log")
  echo "  exit $?" >> "$HERE/ab.log"
}
for r in $(seq "$FIRST" $((FIRST + ROUNDS - 1))); do
  if [ $((r % 2)) = 1 ]; then run before $r; run after $r; else run after $r; run before $r; fi
done
rm -rf "$WEB/dist" && cp -a "$AFTER" "$WEB/dist"
