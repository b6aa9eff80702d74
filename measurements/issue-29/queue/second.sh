#!/bin/bash
# A second match process, only while the machine is nearly idle: runs one bench job (args in
# $2, output name $1) and pauses its whole process group (SIGSTOP) whenever the 1-minute
# load goes above 3 (its own two match processes count 2 of it), resuming (SIGCONT) below 1.5
# (the main match process counts 1). CPU-time budgets make the pauses harmless.
OUT=/work/wt/bots/measurements/issue-29
name=$1; args=$2
mkdir -p "$(dirname "$OUT/$name")"
cd /work/wt/bots/packages/bots
echo "$(date -u +%FT%TZ) second: start $name at $(git -C /work/wt/bots rev-parse --short HEAD): $args" >> "$OUT/queue/queue.log"
setsid bash -c "eval node scripts/bench.mjs $args --per-game '$OUT/$name.games.jsonl' > '$OUT/$name.json' 2> '$OUT/$name.progress.txt'" &
pid=$!
sleep 2
pgid=$(ps -o pgid= -p $pid | tr -d ' ')
echo $pgid > /tmp/bots-second.pgid
paused=0
while kill -0 $pid 2>/dev/null; do
  load=$(cut -d' ' -f1 /proc/loadavg)
  if [ $paused = 0 ] && awk "BEGIN{exit !($load > 3)}"; then kill -STOP -$pgid; paused=1; echo "$(date -u +%FT%TZ) second: paused at load $load" >> "$OUT/queue/queue.log"; fi
  if [ $paused = 1 ] && awk "BEGIN{exit !($load < 1.5)}"; then kill -CONT -$pgid; paused=0; echo "$(date -u +%FT%TZ) second: resumed at load $load" >> "$OUT/queue/queue.log"; fi
  sleep 15
done
echo "$(date -u +%FT%TZ) second: end $name" >> "$OUT/queue/queue.log"
