// "My games" with 50 rooms (#27 point 3): one request for every room where a device holds
// a seat. Starts `wrangler dev` (the API only, local storage), makes N turn-based rooms with
// this device in seat 0 and another player in seat 1, has the device play its first turn in
// half of them (so the other half is "your turn"), then sends the one request `--requests`
// times in a row and reports its time (wall, from send to the whole body read) and size;
// then restarts the server on the same storage and times the first request again, with
// every room asleep (each rebuilds its game from its log to answer: `coldFirstRequestMs`).
//
// node apps/server/scripts/bench-my-games.mjs [--rooms 50] [--requests 40] [--out FILE]
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { removeBundles, startDevServer } from './dev-server.mjs';

const { values: opt } = parseArgs({ options: { rooms: { type: 'string', default: '50' }, requests: { type: 'string', default: '40' }, out: { type: 'string' } } });
const ROOMS = Number(opt.rooms);
const REQUESTS = Number(opt.requests);
const BIG = '100000000';
const persist = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'carc-mygames-'));
let server = await startDevServer({ persistTo: persist, assets: false, vars: { ADDRESS_ROOMS_BURST: BIG, ADDRESS_ROOMS_PER_MINUTE: BIG, ADDRESS_SOCKETS_BURST: BIG, ADDRESS_SOCKETS_PER_MINUTE: BIG }, readyTimeoutMs: 60_000 });

const post = async (path, body) => {
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`${path}: ${res.status}`);
  return res.json();
};

/** Plays seat 0's first turn (first legal action each decision) over a socket. */
const playFirstTurn = (room, token) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/rooms/${room}/ws`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', v: 1, token, updates: 'lean' })));
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      if (m.type === 'error') return reject(new Error(m.code));
      if (m.turn && m.turn.player !== 0) return ws.close(1000), resolve();
      const legal = m.type === 'update' ? m.legal : (m.legal ?? m.view?.legalActions);
      if (legal?.length) ws.send(JSON.stringify({ type: 'action', seq: m.seq, action: legal[0] }));
    });
  });

const report = { rooms: ROOMS, requests: REQUESTS, loadAverageStart: loadavg().map((x) => Math.round(x * 100) / 100) };
try {
  const seats = [];
  for (let i = 0; i < ROOMS; i++) {
    const { room } = await post('/rooms', { seats: 2, turnBased: { profile: 'standard' } });
    const { token } = await post(`/rooms/${room}/seats`, { name: 'Me' });
    await post(`/rooms/${room}/seats`, { name: `Friend ${i}` });
    if (i % 2 === 1) await playFirstTurn(room, token);
    seats.push({ room, token });
  }
  const body = JSON.stringify({ seats });
  report.requestBytes = Buffer.byteLength(body);
  const times = [];
  let bytes = 0;
  let yourTurn = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await res.text();
    times.push(performance.now() - t0);
    bytes = Buffer.byteLength(text);
    const answer = JSON.parse(text);
    if (answer.games.length !== ROOMS) throw new Error(`${answer.games.length} games in the answer`);
    yourTurn = answer.games.filter((g) => g.yourTurn).length;
  }
  const s = [...times].sort((a, b) => a - b);
  const q = (p) => Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))] * 10) / 10;
  report.responseBytes = bytes;
  report.responseBytesGzip = Buffer.byteLength((await import('node:zlib')).gzipSync(JSON.stringify((await (await fetch(`${server.url}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()))));
  report.yourTurnGames = yourTurn;
  report.firstRequestMs = Math.round(times[0] * 10) / 10;
  report.ms = { min: q(0), p50: q(0.5), p90: q(0.9), max: q(1) };
  // Every room asleep: a new server process on the same storage.
  await server.stop();
  server = await startDevServer({ persistTo: persist, assets: false, vars: { ADDRESS_ROOMS_BURST: BIG, ADDRESS_ROOMS_PER_MINUTE: BIG, ADDRESS_SOCKETS_BURST: BIG, ADDRESS_SOCKETS_PER_MINUTE: BIG }, readyTimeoutMs: 60_000 });
  const c0 = performance.now();
  const cold = await (await fetch(`${server.url}/api/my-games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
  report.coldFirstRequestMs = Math.round((performance.now() - c0) * 10) / 10;
  if (cold.games.length !== ROOMS) throw new Error(`${cold.games.length} games after the restart`);
  report.loadAverageEnd = loadavg().map((x) => Math.round(x * 100) / 100);
} finally {
  await server.stop();
  removeBundles();
  rmSync(persist, { recursive: true, force: true });
}
const text = JSON.stringify(report, null, 2);
console.log(text);
if (opt.out) writeFileSync(opt.out, `${text}\n`);
