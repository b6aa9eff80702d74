// The same board operations through @carc/rules' TypeScript board and through the core's
// (issue #26), CPU time per call after a warm-up, in one process. Run from the repository
// root after `pnpm build`:
//
//   node measurements/26/core-board/board-vs-rules.mjs
//
// Games: seeded random placements (every tile of base + Festival + Easter, a follower on a
// random feature of half the tiles), replayed on both boards.
import * as C from '../../../packages/core/dist/index.js';
import { loadBoardEngine } from '../../../packages/core/dist/node.js';
import * as R from '../../../packages/rules/dist/board.js';
import * as RF from '../../../packages/rules/dist/features.js';
import { ALL_TILES, START_TILE_ID, unshuffledStack } from '../../../packages/tiles/dist/index.js';

C.installBoardEngine(loadBoardEngine());
const TYPE = new Map(ALL_TILES.map((t, i) => [t.id, i]));
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) * 1000;
};

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

function gameOps(seed) {
  const below = rng(seed);
  const stack = unshuffledStack(['base', 'festival', 'easter']);
  let b = R.placeTile(R.emptyBoard(), TYPE.get(START_TILE_ID), 0, 0, 0);
  const ops = [['place', TYPE.get(START_TILE_ID), 0, 0, 0]];
  while (stack.length > 0) {
    const type = TYPE.get(stack.splice(below(stack.length), 1)[0]);
    const list = R.placementActions(b, type);
    if (list.length === 0) continue;
    const p = list[below(list.length)];
    b = R.placeTile(b, type, p.rot / 90, p.x, p.y);
    ops.push(['place', type, p.rot / 90, p.x, p.y]);
    const seg = R.tileFirstSeg(b, b.tileCount - 1) + below(b.segCount - R.tileFirstSeg(b, b.tileCount - 1));
    if (below(2) === 0 && R.segField(b.segs, R.find(b.segs, seg), R.S_FOLLOWERS) === 0) {
      const player = below(3);
      b = R.addFollower(b, player, seg, 0);
      ops.push(['follower', player, seg, 0]);
    }
  }
  return ops;
}

const API = {
  rules: { empty: R.emptyBoard, place: R.placeTile, follower: R.addFollower, list: R.placementActions, info: RF.featureInfo, find: (b, s) => R.find(b.segs, s) },
  core: { empty: C.emptyBoard, place: C.placeTile, follower: C.addFollower, list: C.placementActions, info: C.featureInfo, find: C.find },
};

function run(api, ops) {
  let b = api.empty();
  const out = [];
  for (const [k, a, c, d, e] of ops) {
    b = k === 'place' ? api.place(b, a, c, d, e) : api.follower(b, a, c, d);
    out.push(b);
  }
  return out;
}

const games = Array.from({ length: 20 }, (_, g) => gameOps(g));
const result = {};
for (const [name, api] of Object.entries(API)) {
  for (let r = 0; r < 10; r++) for (const ops of games) run(api, ops); // warm-up
  let t0 = cpu();
  let n = 0;
  for (let r = 0; r < 20; r++) for (const ops of games) (run(api, ops), (n += ops.length));
  const extend = (cpu() - t0) / n;
  const boards = games.map((ops) => run(api, ops));
  const perBoard = (list, reps, f) => {
    let count = 0;
    let ns = 0;
    for (const b of list) {
      for (let i = 0; i < reps; i++) f(b, i); // warm-up and materialise
      const s = cpu();
      for (let i = 0; i < reps; i++) count += f(b, i);
      ns += cpu() - s;
    }
    return ns / count;
  };
  const mid = boards.map((bs) => bs[bs.length >> 1]);
  const last = boards.map((bs) => bs[bs.length - 1]);
  result[name] = {
    extendNs: Math.round(extend),
    placementActionsNs: Math.round(perBoard(mid, 300, (b, i) => (api.list(b, i % 52), 1))),
    featureInfoNs: Math.round(perBoard(last, 5, (b) => {
      for (let s = 0; s < b.segCount; s++) api.info(b, s, 3);
      return b.segCount;
    })),
    findNs: Number(perBoard(last, 50, (b) => {
      for (let s = 0; s < b.segCount; s++) api.find(b, s);
      return b.segCount;
    }).toFixed(1)),
  };
}
const ratio = (k) => Number((result.rules[k] / result.core[k]).toFixed(2));
console.log(JSON.stringify({ ...result, rulesOverCore: { extend: ratio('extendNs'), placementActions: ratio('placementActionsNs'), featureInfo: ratio('featureInfoNs'), find: ratio('findNs') } }));
