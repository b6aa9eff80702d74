// The board API's costs, through the public functions (run after the build; one JSON line).
// Times are CPU time of this process after a warm-up, so the machine's load moves them less.
//
//   node --expose-gc scripts/bench-board.mjs
//
// - placeTileNs, addFollowerNs: extending the cursor board (a node + one journaled wasm op)
// - placementActionsNs, canPlaceAnywhereNs, featureInfoNs, readerNs: on the cursor board
// - moveNs[k]: reading two boards alternately whose common ancestor is k operations back
//   (each read rolls k operations back and redoes k)
// - rebuildNs: a finished game's board made elsewhere (a structured clone) read once: replayed
//   from empty (structuredCloneNs, the clone itself, is apart)
// - nodeBytes: heap per board node; journal entries and bytes along a whole game's path
// - memory per engine, core.wasm raw and gzip -9
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ALL_TILES, START_TILE_ID, unshuffledStack } from '@carc/tiles';
import * as B from '../dist/index.js';
import { coreWasmUrl, loadBoardEngine } from '../dist/node.js';

const engine = loadBoardEngine();
B.installBoardEngine(engine);
const TYPE = new Map(ALL_TILES.map((t, i) => [t.id, i]));

function rng(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** A random game's operations: [kind, ...args], the start tile first. */
function gameOps(seed, sets) {
  const below = rng(seed);
  const stack = unshuffledStack(sets);
  let b = B.placeTile(B.emptyBoard(), TYPE.get(START_TILE_ID), 0, 0, 0);
  const ops = [['place', TYPE.get(START_TILE_ID), 0, 0, 0]];
  while (stack.length > 0) {
    const type = TYPE.get(stack.splice(below(stack.length), 1)[0]);
    const list = B.placementActions(b, type);
    if (list.length === 0) continue;
    const p = list[below(list.length)];
    b = B.placeTile(b, type, p.rot / 90, p.x, p.y);
    ops.push(['place', type, p.rot / 90, p.x, p.y]);
    const t = b.tileCount - 1;
    const seg = B.tileFirstSeg(b, t) + below(b.segCount - B.tileFirstSeg(b, t));
    if (below(2) === 0 && B.segFollowers(b, B.find(b, seg)) === 0) {
      b = B.addFollower(b, below(2), seg, 0);
      ops.push(['follower', below(2), seg, 0]);
    }
  }
  return ops;
}

function run(ops, from = B.emptyBoard()) {
  let b = from;
  const out = [];
  for (const [k, a, c, d, e] of ops) {
    b = k === 'place' ? B.placeTile(b, a, c, d, e) : B.addFollower(b, a, c, d);
    out.push(b);
  }
  return out;
}

const games = [];
for (let g = 0; g < 20; g++) games.push(gameOps(g, g % 2 === 0 ? ['base'] : ['base', 'festival', 'easter']));

/** CPU nanoseconds of this process (wall time on a shared machine counts the waits for a core). */
const cpuNs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) * 1000;
};

/** ns per operation extending the cursor board, placements and followers apart. */
function extendCost() {
  const placeOps = games.map((ops) => ops.filter((o) => o[0] === 'place'));
  let n = 0;
  let t0 = cpuNs();
  for (let r = 0; r < 30; r++) for (const ops of placeOps) (run(ops), (n += ops.length));
  const place = (cpuNs() - t0) / n;
  // Followers: the same games; their placements' share is known from above.
  n = 0;
  let folN = 0;
  t0 = cpuNs();
  for (let r = 0; r < 30; r++) for (const ops of games) (run(ops), (n += ops.length), (folN += ops.length - ops.filter((o) => o[0] === 'place').length));
  const all = cpuNs() - t0;
  return { place, follower: (all - place * (n - folN)) / folN };
}
extendCost(); // warm-up: lets V8 tier the wasm and the wrapper up
const extend = extendCost();

const boards = games.map((ops) => run(ops));
const mid = boards.map((bs) => bs[bs.length >> 1]);
const last = boards.map((bs) => bs[bs.length - 1]);

/** ns per call of f(b), each board read many times in a row (a board switch is a cursor move, timed apart below). */
function perBoard(list, reps, f) {
  for (const b of list) for (let r = 0; r < reps; r++) f(b, r); // warm-up
  let n = 0;
  let ns = 0;
  for (const b of list) {
    B.tileAt(b, 0, 0);
    const t0 = cpuNs();
    for (let r = 0; r < reps; r++) n += f(b, r);
    ns += cpuNs() - t0;
  }
  return ns / n;
}

let sink = 0;
const placementActionsNs = perBoard(mid, 500, (b, r) => (B.placementActions(b, (r * 7) % 52), 1));
const canPlaceAnywhereNs = perBoard(mid, 2000, (b, r) => (B.canPlaceAnywhere(b, (r * 7) % 52), 1));
const featureInfoNs = perBoard(last, 20, (b) => {
  for (let s = 0; s < b.segCount; s++) sink += B.featureInfo(b, s, 2).tiles;
  return b.segCount;
});
const readerNs = perBoard(last, 200, (b) => {
  for (let t = 0; t < b.tileCount; t++) sink += B.tileType(b, t) + B.tileX(b, t) + B.tileFirstSeg(b, t) + B.segOpen(b, B.find(b, B.tileFirstSeg(b, t)));
  return 6 * b.tileCount;
});

// Cursor moves: two boards whose common ancestor is k operations back, read alternately.
const moveNs = {};
for (const k of [1, 4, 16, 64]) {
  const ops = games[0];
  const base = run(ops.slice(0, ops.length - k));
  const root = base[base.length - 1];
  // Two sibling branches of the same k operations: equal boards, distinct nodes.
  const a = run(ops.slice(ops.length - k), root).pop();
  const b = run(ops.slice(ops.length - k), root).pop();
  const alternate = (n) => {
    for (let r = 0; r < n; r++) {
      B.tileAt(a, 0, 0);
      B.tileAt(b, 0, 0);
    }
  };
  alternate(3000);
  const t0 = cpuNs();
  alternate(3000);
  moveNs[k] = Math.round((cpuNs() - t0) / 6000);
}

// A board made elsewhere (a structured clone) is replayed from the empty board.
for (let r = 0; r < 3; r++) for (const b of last) B.tileAt(structuredClone(b), 0, 0);
const cloned = last.map((b) => structuredClone(b));
const t0 = cpuNs();
for (const c of cloned) B.tileAt(c, 0, 0);
const rebuildNs = (cpuNs() - t0) / cloned.length;
const rebuildOps = last.reduce((s, b) => s + b.depth, 0) / last.length;
const c0 = cpuNs();
for (const b of last) structuredClone(b);
const structuredCloneNs = (cpuNs() - c0) / last.length;

// Journal along a whole game's path (the longest of the games above).
let journalEntries = 0;
for (const b of last) {
  B.tileAt(b, 0, 0);
  journalEntries = Math.max(journalEntries, engine.journalLength);
}

// Heap per node: a long chain of follower nodes (one shape, like every node).
let nodeBytes = null;
if (global.gc) {
  const start = B.placeTile(B.emptyBoard(), TYPE.get(START_TILE_ID), 0, 0, 0);
  global.gc();
  const h0 = process.memoryUsage().heapUsed;
  const keep = [];
  for (let i = 0; i < 100; i++) {
    let b = start;
    for (let j = 0; j < 200; j++) b = B.addFollower(b, j & 1, 0, 0);
    keep.push(b);
  }
  global.gc();
  nodeBytes = Math.round((process.memoryUsage().heapUsed - h0) / 20000);
  void keep.length;
}

const wasm = readFileSync(coreWasmUrl);
console.log(
  JSON.stringify({
    placeTileNs: Math.round(extend.place),
    addFollowerNs: Math.round(extend.follower),
    placementActionsNs: Math.round(placementActionsNs),
    canPlaceAnywhereNs: Math.round(canPlaceAnywhereNs),
    featureInfoNs: Math.round(featureInfoNs),
    readerNs: Number(readerNs.toFixed(1)),
    moveNs,
    rebuildNs: Math.round(rebuildNs),
    rebuildOps: Math.round(rebuildOps),
    structuredCloneNs: Math.round(structuredCloneNs),
    nodeBytes,
    journalEntriesPerGame: journalEntries,
    journalBytesPerGame: journalEntries * 8,
    engineMemoryBytes: engine.memoryBytes,
    wasmBytes: wasm.length,
    wasmGzipBytes: gzipSync(wasm, { level: 9 }).length,
    sink: sink > 0,
  }),
);
