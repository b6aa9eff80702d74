// Point 7 of #27: what N idle turn-based rooms cost. Starts `wrangler dev` (the API only,
// local storage in a fresh folder), makes N turn-based rooms with both seats taken (a
// game under way, the first seat's clock running) and then measures, with nobody acting:
//
// - bytes stored per room: the size of each room's SQLite file in the --persist-to folder
//   (what workerd keeps for one Durable Object), and the bytes of its rows;
// - alarms: every room's alarm (read from its SQLite file), which must be exactly its
//   pending seat's deadline, the game's start plus its bank;
// - CPU while idle: workerd's CPU time (/proc, user + system) over a window in which no
//   request is sent, against the same window of an empty server.
//
// node apps/server/scripts/idle-rooms.mjs [--rooms 10000] [--idle-seconds 60] [--out FILE]
// Prints one JSON report (stdout, and FILE). Needs python3 (its sqlite3 reads the files).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { removeBundles, startDevServer } from './dev-server.mjs';

const { values: opt } = parseArgs({ options: { rooms: { type: 'string', default: '10000' }, 'idle-seconds': { type: 'string', default: '60' }, concurrency: { type: 'string', default: '32' }, out: { type: 'string' }, keep: { type: 'boolean', default: false } } });
const ROOMS = Number(opt.rooms);
const IDLE_MS = Number(opt['idle-seconds']) * 1000;
const BIG = '100000000';
const VARS = { ADDRESS_ROOMS_BURST: BIG, ADDRESS_ROOMS_PER_MINUTE: BIG, ADDRESS_SOCKETS_BURST: BIG, ADDRESS_SOCKETS_PER_MINUTE: BIG };

const shm = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const persist = mkdtempSync(join(shm, 'carc-idle-'));

/** CPU seconds (user + system) of every workerd process descended from this one. */
function workerdCpu() {
  const hz = 100;
  const kids = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      kids.set(Number(pid), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / hz, comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) });
    } catch {
      // gone
    }
  }
  const mine = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, p] of kids) if (!mine.has(pid) && mine.has(p.ppid)) (mine.add(pid), (grew = true));
  }
  let cpu = 0;
  for (const pid of mine) if (kids.get(pid)?.comm.includes('workerd')) cpu += kids.get(pid).cpu;
  return cpu;
}

async function idleCpu(ms) {
  const c0 = workerdCpu();
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, ms));
  return { cpuSeconds: Math.round((workerdCpu() - c0) * 100) / 100, wallSeconds: (Date.now() - t0) / 1000 };
}

async function post(base, path, body) {
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    } catch (e) {
      if (i >= 3) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function sqliteFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.sqlite')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

const server = await startDevServer({ persistTo: persist, assets: false, vars: VARS, readyTimeoutMs: 60_000 });
const report = { rooms: ROOMS, profile: 'standard (3 days + 1 day a move)', stateDir: shm, loadAverageStart: loadavg().map((x) => Math.round(x * 100) / 100) };
try {
  // The same idle window on the empty server first: workerd's own baseline.
  await new Promise((r) => setTimeout(r, 3000));
  report.emptyServerIdle = await idleCpu(IDLE_MS);
  const t0 = Date.now();
  const created = [];
  let next = 0;
  const worker = async () => {
    while (next < ROOMS) {
      next++;
      const { room } = await post(server.url, '/rooms', { seats: 2, turnBased: { profile: 'standard' } });
      await post(server.url, `/rooms/${room}/seats`, { name: 'Ann' });
      await post(server.url, `/rooms/${room}/seats`, { name: 'Ben' });
      created.push({ room, at: Date.now() });
    }
  };
  await Promise.all(Array.from({ length: Number(opt.concurrency) }, worker));
  report.setupSeconds = (Date.now() - t0) / 1000;
  // Nobody acts from here on. Let the last writes settle, then measure the idle window.
  await new Promise((r) => setTimeout(r, 10_000));
  report.idle = await idleCpu(IDLE_MS);
  report.idle.cpuMsPerRoomPerHour = Math.round((report.idle.cpuSeconds - report.emptyServerIdle.cpuSeconds) * 1000 / ROOMS / (report.idle.wallSeconds / 3600) * 1000) / 1000;
  // Storage: one SQLite file per Durable Object. Rooms are GameRoom's files.
  const files = sqliteFiles(persist);
  const py = `
import sqlite3, sys, json
out = []
for p in sys.argv[1:]:
    c = sqlite3.connect('file:' + p + '?mode=ro', uri=True)
    tables = [r[0] for r in c.execute("select name from sqlite_master where type='table'")]
    if 'meta' not in tables:
        continue
    meta = json.loads(c.execute('select body from meta').fetchone()[0])
    rows = 0
    for t in ('meta', 'seats', 'actions', 'chat'):
        if t in tables:
            for r in c.execute('select * from ' + t):
                rows += sum(len(str(v)) for v in r)
    # workerd keeps a SQLite object's alarm in _cf_METADATA, key 1, in nanoseconds.
    alarm = None
    if '_cf_METADATA' in tables:
        row = c.execute('select value from _cf_METADATA where key = 1').fetchone()
        if row and row[0] is not None:
            alarm = int(row[0]) // 1000000
    page = c.execute('pragma page_size').fetchone()[0] * c.execute('pragma page_count').fetchone()[0]
    out.append({ 'started': meta.get('started'), 'bank': (meta.get('config', {}).get('turnBased') or {}).get('bankSeconds'), 'alarm': alarm, 'rowBytes': rows, 'dbBytes': page, 'tables': sorted(t for t in tables if not t.startswith('_cf_')), 'cfTables': sorted(t for t in tables if t.startswith('_cf_')) })
print(json.dumps(out))
`;
  const rooms = [];
  for (let i = 0; i < files.length; i += 500) rooms.push(...JSON.parse(execFileSync('python3', ['-c', py, ...files.slice(i, i + 500)], { maxBuffer: 1 << 28 }).toString()));
  const sizes = files.map((f) => statSync(f).size + (existsSync(`${f}-wal`) ? statSync(`${f}-wal`).size : 0));
  const roomFiles = rooms.length;
  const stat = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return { min: s[0], median: s[Math.floor(s.length / 2)], max: s.at(-1), mean: Math.round(s.reduce((a, b) => a + b, 0) / s.length) };
  };
  report.storage = {
    roomDatabases: roomFiles,
    sqliteFileBytesAllObjects: stat(sizes),
    dbBytesPerRoom: stat(rooms.map((r) => r.dbBytes)),
    rowBytesPerRoom: stat(rooms.map((r) => r.rowBytes)),
    tables: rooms[0]?.tables,
    runtimeTables: rooms[0]?.cfTables,
    totalFolderBytes: Number(execFileSync('du', ['-sb', persist]).toString().split('\t')[0]),
  };
  // The runtime's own index of scheduled alarms for the GameRoom class (miniflare's metadata.sqlite).
  const index = files.find((f) => f.endsWith('carcassonne-edge-GameRoom/metadata.sqlite'));
  const indexed = index ? Number(execFileSync('python3', ['-c', `import sqlite3,sys; c=sqlite3.connect('file:'+sys.argv[1]+'?mode=ro', uri=True); print(c.execute('select count(*) from _cf_ALARM').fetchone()[0])`, index]).toString()) : null;
  const withAlarm = rooms.filter((r) => r.alarm !== null && r.alarm !== undefined);
  const atDeadline = withAlarm.filter((r) => r.alarm === r.started + r.bank * 1000);
  report.alarms = { rooms: roomFiles, alarmsInTheRuntimeIndex: indexed, withAlarm: withAlarm.length, atTheirDeadline: atDeadline.length, other: withAlarm.filter((r) => r.alarm !== r.started + r.bank * 1000).slice(0, 5).map((r) => ({ alarm: r.alarm, deadline: r.started + r.bank * 1000 })) };
  report.loadAverageEnd = loadavg().map((x) => Math.round(x * 100) / 100);
} finally {
  await server.stop();
  removeBundles();
  if (opt.keep) console.error(`kept: ${persist}`);
  else rmSync(persist, { recursive: true, force: true });
}
const text = JSON.stringify(report, null, 2);
console.log(text);
if (opt.out) writeFileSync(opt.out, `${text}\n`);
