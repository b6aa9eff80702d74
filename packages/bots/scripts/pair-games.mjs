// Two strength runs on the same games (same tile orders, seats and game indices: bench.mjs
// --per-game files), compared game by game: what a change bought, paired, so the luck of
// the tiles cancels. Prints one JSON object.
//
//   node scripts/pair-games.mjs BEFORE.games.jsonl AFTER.games.jsonl
//
// Per run: games, A's wins/draws/losses, win rate; paired over the games both played: A's
// margin (A's score minus the best other seat's) before and after, the mean difference
// (after - before) with its standard error, and in how many games the result (win / draw /
// loss) got better or worse.
import { readFileSync } from 'node:fs';

const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  process.stderr.write('usage: node scripts/pair-games.mjs BEFORE.games.jsonl AFTER.games.jsonl\n');
  process.exit(2);
}

const read = (path) => new Map(readFileSync(path, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((g) => [g.i, g]));
const outcome = (g) => Math.sign(g.aScore - g.bestOther);
const margin = (g) => g.aScore - g.bestOther;

function summary(games) {
  const list = [...games.values()];
  const wins = list.filter((g) => outcome(g) > 0).length;
  const draws = list.filter((g) => outcome(g) === 0).length;
  return { games: list.length, wins, draws, losses: list.length - wins - draws, winRate: +((wins + draws / 2) / list.length).toFixed(4), avgMarginA: +(list.reduce((s, g) => s + margin(g), 0) / list.length).toFixed(2) };
}

const before = read(beforePath);
const after = read(afterPath);
const both = [...before.keys()].filter((i) => after.has(i)).sort((a, b) => a - b);
const diffs = both.map((i) => margin(after.get(i)) - margin(before.get(i)));
const mean = diffs.reduce((s, d) => s + d, 0) / diffs.length;
const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / Math.max(1, diffs.length - 1));
const better = both.filter((i) => outcome(after.get(i)) > outcome(before.get(i))).length;
const worse = both.filter((i) => outcome(after.get(i)) < outcome(before.get(i))).length;
console.log(
  JSON.stringify({
    before: { file: beforePath, ...summary(before) },
    after: { file: afterPath, ...summary(after) },
    paired: { games: both.length, marginBefore: +(both.reduce((s, i) => s + margin(before.get(i)), 0) / both.length).toFixed(2), marginAfter: +(both.reduce((s, i) => s + margin(after.get(i)), 0) / both.length).toFixed(2), marginGain: +mean.toFixed(2), marginGainSE: +(sd / Math.sqrt(diffs.length)).toFixed(2), resultBetter: better, resultWorse: worse },
  }),
);
