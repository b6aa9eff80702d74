#!/bin/sh
# A/B of the game screen's cold load (and home, setup): the build before this branch
# (BEFORE_WEB, main at e3e2b13 in a temporary worktree) and this branch's build, one
# Lighthouse run of every screen per side per round, alternated so both see the same load.
#   sh measurements/issue-28/game/ab.sh ROUNDS BEFORE_WEB AFTER_WEB OUT
rounds=$1; before=$2; after=$3; out=$4
mkdir -p "$out"
i=1
while [ "$i" -le "$rounds" ]; do
  for side in before after; do
    if [ "$side" = before ]; then web=$before; else web=$after; fi
    (cd "$web" && node bench/lighthouse.mjs --runs 1 --save "$out/$side/lighthouse-round$i" > "$out/$side-round$i.json" 2> "$out/$side-round$i.log")
    echo "$(date -u +%T) round $i $side rc=$? load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/progress.txt"
  done
  i=$((i + 1))
done
