#!/bin/bash
# Runs queued bench jobs one at a time (one match process at a time on this shared machine).
# A job is a file in todo/: line 1 the output name (under measurements/issue-29/), line 2 the
# bench arguments. Done jobs move to done/. Stops when todo/ is empty and the file STOP exists,
# else waits for more jobs.
cd "$(dirname "$0")"
mkdir -p todo done
BENCH=/work/wt/bots/packages/bots/scripts/bench.mjs
OUT=/work/wt/bots/measurements/issue-29
# A match started by hand before the queue: wait for it to end first.
while [ -f /tmp/bots-match.pid ] && kill -0 "$(cat /tmp/bots-match.pid)" 2>/dev/null; do sleep 30; done
while true; do
  job=$(ls todo 2>/dev/null | sort | head -1)
  if [ -z "$job" ]; then
    [ -f STOP ] && exit 0
    sleep 20
    continue
  fi
  name=$(sed -n 1p "todo/$job")
  args=$(sed -n 2p "todo/$job")
  mkdir -p "$(dirname "$OUT/$name")"
  echo "$(date -u +%FT%TZ) start $job at $(git -C /work/wt/bots rev-parse --short HEAD) (dirty src files: $(git -C /work/wt/bots status --short packages/bots/src packages/bots/scripts | wc -l)): $name $args" >> queue.log
  if [ "${args:0:1}" = "!" ]; then
    # A command of its own (a diagnostic script), run from packages/bots.
    (cd /work/wt/bots/packages/bots && eval "${args:1}" > "$OUT/$name.json" 2> "$OUT/$name.progress.txt")
  else
    (cd /work/wt/bots/packages/bots && eval node "$BENCH" $args --per-game "$OUT/$name.games.jsonl" > "$OUT/$name.json" 2> "$OUT/$name.progress.txt")
  fi
  echo "$(date -u +%FT%TZ) end $job rc=$?" >> queue.log
  mv "todo/$job" done/
done
