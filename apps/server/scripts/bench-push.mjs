#!/usr/bin/env node
/**
 * The "your turn" push round trip (#27 point 5) and the seat transfer's HTTP calls (point 4),
 * against the Worker under `wrangler dev` and the local push service (push-service.mjs),
 * all on this machine's loopback.
 *
 * Push round trip: from the moment this process sends the move that passes the turn to a
 * seat with no socket (the seat's last decision of its turn, over its WebSocket) to the
 * moment the push service has checked the VAPID signature of the message the Worker sent
 * and decrypted it (both instants on this process's performance.now()). It includes the
 * move's commit and fan-out, the RFC 8291 encryption and VAPID signature in the Durable
 * Object, and the HTTPS POST to the push service. It does not include a real push
 * service's delivery to a phone, which no local test can measure.
 *
 * Transfer: POST /transfer (issue) and POST /transfer/redeem, each timed from send to
 * answer; then the checks: the same code again (must be 410 transfer-used), a code of 32
 * zeros (404 transfer-unknown), a malformed one (400 bad-request).
 *
 *   node apps/server/scripts/bench-push.mjs [--pushes 60] [--transfers 50] [--out apps/server/bench/push-roundtrip.json]
 *
 * Needs the workspace built (pnpm build). Prints one JSON object (the last line of stdout).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { removeBundles } from './dev-server.mjs';
import { DRIVER_VARS, SeatSocket, api, startPushDev, twoSeatRoom } from './push-dev.mjs';

const { values: opt } = parseArgs({ options: { pushes: { type: 'string', default: '60' }, transfers: { type: 'string', default: '50' }, out: { type: 'string' } } });
const PUSHES = Number(opt.pushes);
const TRANSFERS = Number(opt.transfers);

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  const r = (x) => Math.round(x * 100) / 100;
  return { n: s.length, min: r(s[0]), median: r(q(0.5)), p95: r(q(0.95)), p99: r(q(0.99)), max: r(s.at(-1)), mean: r(s.reduce((a, b) => a + b, 0) / s.length) };
}

const persist = mkdtempSync(join(tmpdir(), 'carc-bench-push-'));
const dev = await startPushDev({ persistTo: persist, vars: DRIVER_VARS });
const base = dev.server.url;
const load = { before: loadavg().map((x) => Math.round(x * 100) / 100) };
const log = (s) => process.stderr.write(`${s}\n`);

try {
  // ---- push round trip ----
  const roundTrips = [];
  const moveAcks = [];
  let rooms = 0;
  while (roundTrips.length < PUSHES) {
    const { room, tokens } = await twoSeatRoom(base);
    rooms++;
    const sub = dev.push.subscribe(dev.vapid.publicKey);
    const made = await api(base, 'POST', `/rooms/${room}/push`, { token: tokens[1], subscription: sub.subscription, lang: 'en' });
    if (made.status !== 201) throw new Error(`subscribe: ${made.status} ${JSON.stringify(made.body)}`);
    const ann = await new SeatSocket(base, room, tokens[0]).open();
    for (let got = 0; roundTrips.length < PUSHES; ) {
      const { passedAt, ackAt, turn, status } = await ann.play();
      if (status !== 'playing' || turn !== 1) break;
      const msgs = await dev.push.waitFor(sub.id, ++got);
      roundTrips.push(msgs.at(-1).at - passedAt);
      moveAcks.push(ackAt - passedAt);
      if (roundTrips.length % 10 === 0) log(`push round trips: ${roundTrips.length}/${PUSHES}`);
      const bob = await new SeatSocket(base, room, tokens[1]).open();
      const after = await bob.play();
      await bob.close();
      if (after.status !== 'playing') break;
      await ann.offline(1);
    }
    await ann.close();
  }

  // ---- transfer calls and checks ----
  const issue = [];
  const redeem = [];
  const checks = { replayed: {}, unknown: {}, malformed: {} };
  const count = (bucket, r) => {
    const k = `${r.status} ${r.body?.error?.code ?? 'ok'}`;
    bucket[k] = (bucket[k] ?? 0) + 1;
  };
  const { room, tokens } = await twoSeatRoom(base);
  let token = tokens[1];
  for (let i = 0; i < TRANSFERS; i++) {
    let t = performance.now();
    const issued = await api(base, 'POST', `/rooms/${room}/transfer`, { token });
    issue.push(performance.now() - t);
    if (issued.status !== 201) throw new Error(`issue: ${issued.status} ${JSON.stringify(issued.body)}`);
    t = performance.now();
    const moved = await api(base, 'POST', `/rooms/${room}/transfer/redeem`, { code: issued.body.code });
    redeem.push(performance.now() - t);
    if (moved.status !== 200) throw new Error(`redeem: ${moved.status} ${JSON.stringify(moved.body)}`);
    token = moved.body.token;
    count(checks.replayed, await api(base, 'POST', `/rooms/${room}/transfer/redeem`, { code: issued.body.code }));
    count(checks.unknown, await api(base, 'POST', `/rooms/${room}/transfer/redeem`, { code: '0'.repeat(32) }));
    count(checks.malformed, await api(base, 'POST', `/rooms/${room}/transfer/redeem`, { code: issued.body.code.toUpperCase() }));
  }
  load.after = loadavg().map((x) => Math.round(x * 100) / 100);

  const wrangler = execFileSync(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'wrangler', 'bin', 'wrangler.js'), '--version'], { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } }).trim();
  const result = {
    bench: 'push-roundtrip',
    at: new Date().toISOString(),
    node: process.version,
    wrangler,
    loadavg: load,
    pushRoundTripMs: { ...stats(roundTrips), rooms, what: 'send of the move that passes the turn → decrypted at the local push service (wrangler dev, loopback HTTPS)' },
    moveUpdateMs: { ...stats(moveAcks), what: 'the same moves: send → the mover’s own update back (the game’s part of the round trip)' },
    transferIssueMs: stats(issue),
    transferRedeemMs: stats(redeem),
    transferChecks: checks,
    pushServiceRefused: dev.push.refused.length,
  };
  if (opt.out) writeFileSync(opt.out, JSON.stringify(result, null, 2) + '\n');
  console.log(JSON.stringify(result));
} finally {
  await dev.close();
  removeBundles();
  rmSync(persist, { recursive: true, force: true });
}
