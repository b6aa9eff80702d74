// What a state costs to keep and to branch from, as one JSON line (docs/architecture.md).
//
//   node scripts/state-cost.mjs [<package-dir>]
//
// <package-dir> defaults to this package; give an older build's copy (e.g.
// node_modules/.baseline) to compare. Figures, all for random 3-player games:
// - heldBytesPerState: heap held by keeping every state of whole games (each decision's
//   state), over the states kept: what undo, a room's cache or a search tree pays per state
//   (states share their unchanged parts, so this is the increment, not a state's full size).
// - branchUs: one `apply` from a state whose board is not the one the core has materialised:
//   siblings (the same mid-game state, a different placement each time; the core undoes one
//   placement and does another), an ancestor k placements back, and a state that went
//   through JSON (no node shared with the core: its board is replayed from empty).
// - forwardUs: one `apply` along a game (the common case), for scale.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { xorshift } from './xorshift.mjs';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
const dir = process.argv[2] ?? new URL('..', import.meta.url).pathname;
const api = await import(pathToFileURL(resolve(dir, 'dist/index.js')).href);
const ALL = ['christmas-gift', 'gifts', 'festival', 'easter'];

function game(seed, expansions, rnd, keep) {
  const c = api.createGame({ players: ['A', 'B', 'C'], expansions, seed: String(seed) });
  if (!c.ok) throw new Error(c.error.message);
  let s = c.value;
  keep?.push(s);
  while (!s.finished) {
    const acts = api.legalActions(s);
    const r = api.apply(s, acts[rnd(acts.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    keep?.push(s);
  }
  return s;
}

function heldBytesPerState(expansions) {
  const rnd = xorshift(7);
  for (let g = 0; g < 5; g++) game(g, expansions, rnd); // warm-up
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const keep = [];
  for (let g = 0; g < 20; g++) game(100 + g, expansions, rnd, keep);
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  return { states: keep.length, bytesPerState: Math.round((after - before) / keep.length), keepAlive: keep.length > 0 };
}

/** Mid-game states of one game: each state at a placement decision, in order. */
function placementStates(seed, expansions) {
  const rnd = xorshift(seed);
  const keep = [];
  game(seed, expansions, rnd, keep);
  return keep.filter((s) => api.pendingDecision(s)?.kind === 'place');
}

function timeUs(fn, n) {
  fn(); // warm
  const c0 = process.cpuUsage();
  for (let i = 0; i < n; i++) fn(i);
  const c = process.cpuUsage(c0);
  return +((c.user + c.system) / n).toFixed(2);
}

function branch(expansions) {
  const states = placementStates(3, expansions);
  const mid = states[Math.floor(states.length / 2)];
  const last = states[states.length - 2];
  const acts = api.legalActions(mid);
  // Forward: each state's first placement, in order along the game (the board the core holds is the parent each time).
  const forward = timeUs((i) => {
    const s = states[(i ?? 0) % (states.length - 1)];
    api.apply(s, api.legalActions(s)[0]);
  }, 2000);
  // Siblings: alternate placements from one state; each apply moves the core off the previous sibling.
  const siblings = timeUs((i) => api.apply(mid, acts[(i ?? 0) % acts.length]), 2000);
  const back = {};
  for (const k of [1, 8, 32]) {
    const far = states[states.length - 2 - k];
    // Alternate between the last state and one k placements earlier: every apply moves the core k placements (and their followers) each way.
    back[k] = timeUs((i) => {
      const s = (i ?? 0) % 2 === 0 ? last : far;
      api.apply(s, api.legalActions(s)[0]);
    }, 1000);
  }
  const cloned = JSON.parse(JSON.stringify(last));
  const fromJson = timeUs(() => {
    const fresh = structuredClone(cloned); // a board no node of which the core has seen
    api.apply(fresh, api.legalActions(fresh)[0]);
  }, 200);
  return { placedTiles: mid.board.tileCount, forwardApplyUs: forward, siblingApplyUs: siblings, backApplyUs: back, fromJsonApplyUs: fromJson };
}

const out = { dir, node: process.version };
out.base = { held: heldBytesPerState([]), branch: branch([]) };
out.all = { held: heldBytesPerState(ALL), branch: branch(ALL) };
console.log(JSON.stringify(out));
