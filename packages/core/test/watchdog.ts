/**
 * A hard time limit for every core test. WebAssembly runs on the test's own thread, so a
 * wasm loop that never returns (a fit table that ignores an edge, a union-find cycle) also
 * stops vitest's timer: the suite would hang instead of failing. This setup file starts a
 * watchdog on a thread of its own; the test thread tells it, through shared memory, which
 * test runs and until when. Past that deadline the watchdog names the test on stderr and
 * kills this test process, which vitest reports as a failed run (the `forks` pool runs each
 * test file in a child process of its own, so only that child dies).
 */
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * A test may run for its own timeout plus this much; vitest's timer, when it can still fire,
 * reports an asynchronous hang first. The environment variable shortens it for a demonstration.
 */
const GRACE_MS = Number(process.env.CARC_CORE_WATCHDOG_GRACE_MS ?? 10_000);
/** Loading a test file and the hooks around tests. */
const OUTSIDE_TESTS_MS = 60_000;
const NAME_BYTES = 512;

const WATCHDOG = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const deadline = new BigInt64Array(workerData.deadline);
const name = new Uint8Array(workerData.name);
setInterval(() => {
  const at = Number(Atomics.load(deadline, 0));
  if (at === 0 || Date.now() < at) return;
  const what = Buffer.from(name.slice(0, name.indexOf(0) < 0 ? name.length : name.indexOf(0))).toString('utf8');
  writeSync(2, '\\n[core watchdog] "' + what + '" ran past its hard limit (a WebAssembly loop that never returns?); killing the test process\\n');
  process.kill(process.pid, 'SIGKILL');
}, 100);
`;

interface Watchdog {
  arm(what: string, ms: number): void;
  disarm(): void;
}

function startWatchdog(): Watchdog {
  const deadline = new SharedArrayBuffer(8);
  const name = new SharedArrayBuffer(NAME_BYTES);
  const worker = new Worker(WATCHDOG, { eval: true, workerData: { deadline, name } });
  worker.unref();
  const at = new BigInt64Array(deadline);
  const text = new Uint8Array(name);
  return {
    arm(what, ms) {
      text.fill(0);
      text.set(new TextEncoder().encode(what).slice(0, NAME_BYTES - 1));
      Atomics.store(at, 0, BigInt(Date.now() + ms));
    },
    disarm() {
      Atomics.store(at, 0, 0n);
    },
  };
}

// One watchdog per process, however many test files the process runs.
const holder = globalThis as { carcCoreWatchdog?: Watchdog };
const dog = (holder.carcCoreWatchdog ??= startWatchdog());

// Loading and collecting the test file (top-level wasm work included) is watched too.
dog.arm('loading the test file', OUTSIDE_TESTS_MS);
beforeEach((ctx) => dog.arm(ctx.task.name, ctx.task.timeout + GRACE_MS));
afterEach((ctx) => dog.arm(`hooks after ${ctx.task.name}`, OUTSIDE_TESTS_MS));
afterAll(() => dog.disarm());
