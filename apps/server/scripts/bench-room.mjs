#!/usr/bin/env node
/**
 * CPU per action of the room authority, in Node (workerd freezes timers while a request
 * runs, so this is where the room's own cost can be timed). Records random games with
 * @carc/rules first, then replays their actions through a RoomAuthority with one socket per
 * seat and one spectator whose `send` only keeps the text, and reports milliseconds of CPU
 * per accepted action, next to what `rules.apply` alone costs.
 *
 *   node apps/server/scripts/bench-room.mjs [--games 20] [--seats 4] [--updates full|lean|delta] [--expansions a,b] [--rev REV]
 *
 * --rev times the room (apps/server/src/room and packages/protocol/src) as of a git revision
 * instead of the working tree, against the same @carc/rules build: a before/after on one machine.
 *
 * Needs the workspace packages built (pnpm exec turbo run build --filter @carc/server...).
 */
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values: opt } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    seats: { type: 'string', default: '4' },
    updates: { type: 'string', default: 'full' },
    expansions: { type: 'string', default: '' },
    rounds: { type: 'string', default: '3' },
    rev: { type: 'string' },
  },
});
const GAMES = Number(opt.games);
const SEATS = Number(opt.seats);
const EXPANSIONS = opt.expansions ? opt.expansions.split(',') : [];
const ROUNDS = Number(opt.rounds);

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
// The authority is TypeScript; wrangler's esbuild bundles it (and @carc/protocol) into one ES module; @carc/rules stays external.
const esbuild = createRequire(createRequire(join(serverDir, 'package.json')).resolve('wrangler/package.json'))('esbuild');
const work = mkdtempSync(join(serverDir, 'node_modules', '.bench-'));
const out = join(work, 'authority.mjs');
let srcDir = serverDir;
const alias = {};
if (opt.rev) {
  // The room and the protocol as of that revision, unpacked beside the bundle.
  const tree = join(work, 'tree');
  mkdirSync(tree);
  const root = join(serverDir, '..', '..');
  const tar = execFileSync('git', ['archive', '--format=tar', opt.rev, 'apps/server/src', 'packages/protocol/src'], { cwd: root, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', tree], { input: tar });
  srcDir = join(tree, 'apps', 'server');
  alias['@carc/protocol'] = join(tree, 'packages', 'protocol', 'src', 'index.ts');
}
await esbuild.build({
  stdin: {
    contents: `export { RoomAuthority } from './src/room/authority.ts'; export { MemoryStore } from './src/room/store.ts';`,
    resolveDir: srcDir,
    loader: 'ts',
  },
  alias,
  nodePaths: [join(serverDir, 'node_modules'), join(serverDir, '..', '..', 'packages', 'protocol', 'node_modules')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  external: ['@carc/rules'],
  outfile: out,
  logLevel: 'error',
});
const { RoomAuthority, MemoryStore } = await import(pathToFileURL(out).href);
const rules = await import('@carc/rules');
rmSync(work, { recursive: true, force: true });

function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A room with every seat taken and every socket welcomed; the seed is fixed so the recorded actions apply. */
async function makeRoom(seed, mode) {
  const store = new MemoryStore();
  let clock = 1_700_000_000_000;
  const conns = [];
  let bytes = 0;
  const mk = () => {
    let st = null;
    return { send: (t) => (bytes += t.length), close() {}, getState: () => st, setState: (s) => (st = s) };
  };
  const authority = new RoomAuthority(store, { connections: () => conns, now: () => clock++, setAlarm() {}, later() {} }, { ttlMs: 3_600_000, rateLimit: { burst: 1e9, perSecond: 1e9 } });
  await authority.create('benchroom01', { seats: SEATS, expansions: EXPANSIONS, options: {}, turnSeconds: null });
  const meta = store.getMeta();
  meta.seed = seed;
  store.putMeta(meta);
  authority.load();
  const tokens = [];
  for (let i = 0; i < SEATS; i++) {
    const r = await authority.join(`P${i}`);
    tokens.push(r.value.token);
  }
  for (let i = 0; i <= SEATS; i++) {
    const c = mk();
    conns.push(c);
    authority.onConnect(c);
    await authority.onMessage(c, JSON.stringify({ type: 'hello', v: 1, ...(i < SEATS ? { token: tokens[i] } : {}), ...(mode !== 'full' ? { updates: mode } : {}) }));
  }
  return { authority, conns, bytes: () => bytes };
}

// Record games.
const games = [];
for (let g = 0; g < GAMES; g++) {
  const seed = `bench-seed-${g}`;
  const created = rules.createGame({ players: Array.from({ length: SEATS }, (_, i) => `P${i}`), expansions: EXPANSIONS, options: {}, seed });
  let s = created.value;
  const random = mulberry32(g + 1);
  const actions = [];
  for (let guard = 0; guard < 5000; guard++) {
    const d = rules.pendingDecision(s);
    if (!d) break;
    const legal = rules.legalActions(s);
    const a = legal[Math.floor(random() * legal.length)];
    actions.push({ actor: d.player, action: a });
    s = rules.apply(s, a, d.player).value.state;
  }
  games.push({ seed, actions });
}
const totalActions = games.reduce((n, g) => n + g.actions.length, 0);

/** CPU and wall milliseconds of `fn` (awaited when it returns a promise). */
async function cpuMs(fn) {
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  await fn();
  const d = process.cpuUsage(t0);
  return { cpu: (d.user + d.system) / 1000, wall: performance.now() - w0 };
}

// rules.apply alone, as the floor.
const applyRuns = [];
for (let r = 0; r < ROUNDS; r++) {
  applyRuns.push(
    (await cpuMs(() => {
      for (const g of games) {
        let s = rules.createGame({ players: Array.from({ length: SEATS }, (_, i) => `P${i}`), expansions: EXPANSIONS, options: {}, seed: g.seed }).value;
        for (const a of g.actions) s = rules.apply(s, a.action, a.actor).value.state;
      }
    })).wall,
  );
}

// Through the authority: the frames are built like the Durable Object builds them.
const roomRuns = [];
let bytesPerAction = 0;
for (let r = 0; r < ROUNDS; r++) {
  const rooms = [];
  for (const g of games) rooms.push(await makeRoom(g.seed, opt.updates));
  const before = rooms.reduce((n, x) => n + x.bytes(), 0);
  roomRuns.push(
    await cpuMs(async () => {
      for (const [i, room] of rooms.entries()) {
        for (const [k, a] of games[i].actions.entries()) {
          // The frame as a client sends it, handled to the end before the next one.
          await room.authority.onMessage(room.conns[a.actor], JSON.stringify({ type: 'action', seq: k, action: a.action, id: k }));
        }
      }
    }),
  );
  for (const [i, room] of rooms.entries()) if (room.authority.seq !== games[i].actions.length) throw new Error(`room ${i} stopped at ${room.authority.seq}`);
  bytesPerAction = (rooms.reduce((n, x) => n + x.bytes(), 0) - before) / totalActions;
}

const best = (xs) => Math.min(...xs);
console.log(
  JSON.stringify(
    {
      games: GAMES,
      seats: SEATS,
      expansions: EXPANSIONS,
      updates: opt.updates,
      rev: opt.rev ?? 'working tree',
      actions: totalActions,
      applyMsPerAction: +(best(applyRuns) / totalActions).toFixed(4),
      roomMsPerAction: +(best(roomRuns.map((x) => x.wall)) / totalActions).toFixed(4),
      roomCpuMsPerAction: +(best(roomRuns.map((x) => x.cpu)) / totalActions).toFixed(4),
      bytesSentPerAction: Math.round(bytesPerAction),
    },
    null,
    2,
  ),
);
