// Where a match's points come from: replays bench.mjs --strength games (same seeds, seats and
// bot generators, so with --iterations the games are the bench's move for move) and prints one
// JSON line per game: final scores, the A seat's margin, points per feature and scoring moment
// for each side, followers put down per feature kind, and the score difference (A minus the
// other seat, before final scoring) every 10 tiles. Run after `pnpm build`. 2 players, base game.
//
//   node scripts/score-breakdown.mjs [--a mcts] [--against eval1] [--games 48] [--first-game 0]
//                                    [--iterations 2000] [--a-options JSON]
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { createBot, playGame } from '../dist/index.js';
import { arg, jsonArg, searches, searchViewOf, strengthGame } from './strength-games.mjs';

const a = arg('a', 'mcts');
const b = arg('against', 'eval1');
const games = Number(arg('games', '48'));
const first = Number(arg('first-game', '0'));
const iterations = Number(arg('iterations', '2000'));
const aOptions = jsonArg('a-options');
const core = await loadCore({ tiles: ALL_TILES });

for (let i = first; i < first + games; i++) {
  const { seed, botSeed, aSeat } = strengthGame('str', i, 2);
  const o = 1 - aSeat;
  const names = [0, 1].map((s) => (s === aSeat ? a : b));
  const bots = names.map((n, s) => createBot(n, { core, ...(s === aSeat && aOptions ? { mcts: aOptions } : {}) }));
  const points = [{}, {}];
  const followers = [{}, {}];
  const every10 = [];
  let tiles = 0;
  // playGame with the bench's seeds and views plays the bench's game; its hook hands over
  // each decision's events, and the scores after a tile are counted from the scorings.
  const running = [0, 0];
  const onDecision = ({ events }) => {
    for (const e of events) {
      if (e.type === 'scored') {
        const key = `${e.explanation.feature}/${e.explanation.when}`;
        for (const p of e.explanation.owners) {
          points[p][key] = (points[p][key] ?? 0) + e.explanation.points;
          running[p] += e.explanation.points;
        }
      } else if (e.type === 'meeplePlaced') followers[e.player][e.feature] = (followers[e.player][e.feature] ?? 0) + 1;
      else if (e.type === 'tilePlaced' && ++tiles % 10 === 0) every10.push(running[aSeat] - running[o]);
    }
  };
  const { scores } = await playGame({
    bots,
    seed,
    botSeed,
    budget: names.map((n) => (searches(n) ? { iterations } : {})),
    viewOf: searchViewOf(names),
    onDecision,
  });
  console.log(JSON.stringify({ i, aSeat, scores, margin: scores[aSeat] - scores[o], pointsA: points[aSeat], pointsB: points[o], followersA: followers[aSeat], followersB: followers[o], marginEvery10Tiles: every10 }));
}
