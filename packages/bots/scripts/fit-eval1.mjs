// Fits the weights of eval1's parts (Evaluation.parts, fittedMargin) to how games end, and
// prints them as JSON with how well they and eval1's own sum predict the final margin.
// Run after `pnpm build`. Two players, base game.
//
//   node scripts/fit-eval1.mjs [--games 3000] [--workers 2] [--explore 15] [--mover fitted]
//
// The games: eval1 against eval1 from seeds fit-0, fit-1, ...; on `--explore` percent of
// placements (seeded) the mover plays one of eval1's best four candidates instead of the
// best, so the positions vary. Each placement gives one row: the mover's parts minus the
// other player's after the move (follower included), the game's phase, and the final
// margin. With `--mover fitted`, one seat (the first in even games, the second in odd ones)
// is eval1 judging by EVAL1_FIT_SELF_PLAY (the first fit), and only its placements give
// rows: positions of a player stronger than eval1, playing against eval1, as mcts does in
// the strength matches (EVAL1_FIT was fitted so). Least squares on the rows of games whose
// index is not a multiple of 5; the multiples of 5 are held out to report the residual
// spread.
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { apply, createGame, pendingDecision, view } from '@carc/rules';
import { EVAL1_FIT_SELF_PLAY, EVAL1_WEIGHTS, Eval1Bot, Evaluation, FeatureMap, PARTS, seededRng } from '../dist/index.js';

const BASE_STACK = 71;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** One game: rows of [game, phase, ...(mover's parts - other's), eval1's margin, final margin]. */
function playOne(g, explore, mover) {
  const plain = new Eval1Bot();
  const fitted = new Eval1Bot({ ...EVAL1_WEIGHTS, fit: EVAL1_FIT_SELF_PLAY });
  const fittedSeat = mover === 'fitted' ? g % 2 : -1;
  let state = createGame({ players: ['a', 'b'], seed: `fit-${g}` }).value;
  const rng = seededRng(`fit-pick-${g}`);
  const rows = [];
  let want = null;
  for (let d = pendingDecision(state); d; d = pendingDecision(state)) {
    const v = view(state, d.player);
    const eval1 = d.player === fittedSeat ? fitted : plain;
    let action;
    if (d.kind === 'place') {
      const cands = eval1.placements(v, v.tile, v.legalActions).map((c, i) => ({ c, i }));
      cands.sort((a, b) => b.c.value - a.c.value || a.i - b.i);
      const pick = rng.below(100) < explore ? cands[rng.below(Math.min(4, cands.length))].c : cands[0].c;
      // eval1's own weights, so the last column is eval1's own margin.
      const ctx = plain.context(v);
      const ev = new Evaluation(new FeatureMap(pick.tiles, pick.followers, 2), ctx);
      const parts = ev.parts();
      const me = parts[d.player];
      const other = parts[1 - d.player];
      if (fittedSeat < 0 || d.player === fittedSeat) rows.push({ mover: d.player, x: [g, Math.min(1, ctx.tilesLeft / BASE_STACK), ...me.map((p, k) => p - other[k]), ev.margin(d.player)] });
      want = pick.followers.length > v.followers.length ? pick.followers[pick.followers.length - 1] : null;
      action = pick.action;
    } else if (d.kind === 'meeple') {
      // The follower the placement was judged with.
      const legal = v.legalActions;
      action = (want && legal.find((a) => a.type === 'meeple' && a.at === want.at)) || legal.find((a) => a.type === 'pass') || legal[0];
      want = null;
    } else action = eval1.chooseAction(v, {}, rng);
    const r = apply(state, action, d.player);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  const s = state.scores;
  return rows.map((r) => [...r.x, s[r.mover] - s[1 - r.mover]]);
}

/** Solves A w = b (A symmetric positive definite, small) by Gaussian elimination with pivoting. */
function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/** fittedMargin's features: each part difference times the phase and times (1 - phase), then the constant's two. */
function features(row) {
  const phase = row[1];
  const out = [];
  for (let k = 0; k < PARTS.length; k++) out.push(row[2 + k] * phase, row[2 + k] * (1 - phase));
  out.push(phase, 1 - phase);
  return out;
}

function spread(rows, predict) {
  let n = 0, sum = 0, sq = 0;
  for (const r of rows) {
    const e = r[r.length - 1] - predict(r);
    n++;
    sum += e;
    sq += e * e;
  }
  return Math.sqrt(sq / n - (sum / n) ** 2);
}

if (!isMainThread) {
  const { games, workers, index, explore, mover } = workerData;
  const rows = [];
  for (let g = index; g < games; g += workers) rows.push(...playOne(g, explore, mover));
  parentPort.postMessage(rows);
} else {
  const games = Number(arg('games', '3000'));
  const workers = Math.min(Number(arg('workers', String(availableParallelism()))), games);
  const explore = Number(arg('explore', '15'));
  const mover = arg('mover', 'eval1');
  if (mover !== 'eval1' && mover !== 'fitted') throw new Error(`--mover: eval1 or fitted, not ${mover}`);
  const t0 = performance.now();
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, index) => new Promise((resolve, reject) => {
      const w = new Worker(new URL(import.meta.url), { workerData: { games, workers, index, explore, mover } });
      w.once('message', resolve);
      w.once('error', reject);
    })),
  );
  const rows = parts.flat();
  const train = rows.filter((r) => r[0] % 5 !== 0);
  const test = rows.filter((r) => r[0] % 5 === 0);
  const m = 2 * PARTS.length + 2;
  const A = Array.from({ length: m }, () => new Array(m).fill(0));
  const b = new Array(m).fill(0);
  for (const r of train) {
    const x = features(r);
    const y = r[r.length - 1];
    for (let i = 0; i < m; i++) {
      b[i] += x[i] * y;
      for (let j = 0; j < m; j++) A[i][j] += x[i] * x[j];
    }
  }
  // A touch of ridge keeps the system solvable when a part never differs (few games).
  for (let i = 0; i < m; i++) A[i][i] += 1e-6 * train.length;
  const w = solve(A, b);
  const fitted = (r) => features(r).reduce((s, x, i) => s + x * w[i], 0);
  const eval1Margin = (r) => r[r.length - 2];
  console.log(JSON.stringify({
    games, rows: rows.length, heldOutRows: test.length, explore, mover,
    heldOutResidualSd: { eval1: +spread(test, eval1Margin).toFixed(3), fitted: +spread(test, fitted).toFixed(3) },
    parts: [...PARTS, 'constant'],
    fit: w.map((x) => +x.toFixed(4)),
    seconds: +((performance.now() - t0) / 1000).toFixed(1),
  }));
}
