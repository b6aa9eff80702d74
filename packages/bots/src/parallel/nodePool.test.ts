// The Node pool runs the compiled worker (dist/parallel/nodeWorker.js): the package's test task builds first.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { describe, expect, it } from 'vitest';
import { inProcessSpawn } from './inProcess.js';
import { createNodeSearchPool } from './nodePool.js';
import { SearchPool } from './SearchPool.js';
import { inProcessPool, viewAfter } from './testViews.js';
import { createBot } from '../bots.js';
import { playGame } from '../match.js';

const WORKER = new URL('../../dist/parallel/nodeWorker.js', import.meta.url);

describe('Node worker_threads pool', () => {
  it('gives the same move as the in-process pool for 1, 2 and 4 threads, and the same move twice', async () => {
    const core = await loadCore({ tiles: ALL_TILES });
    const views = [viewAfter('node-a', 12), viewAfter('node-b', 41)];
    for (const threads of [1, 2, 4]) {
      const workers = createNodeSearchPool(threads, { workerUrl: WORKER });
      const local = SearchPool.create(threads, inProcessSpawn(core));
      if (!workers.ok || !local.ok) throw new Error('pool refused');
      try {
        for (const v of views) {
          const w1 = await workers.value.search(v, { iterations: 300 }, 'n');
          const w2 = await workers.value.search(v, { iterations: 300 }, 'n');
          const l = await local.value.search(v, { iterations: 300 }, 'n');
          if (!w1.ok || !w2.ok || !l.ok) throw new Error('search refused');
          expect(w1.value.stats).toEqual(l.value.stats);
          expect(w1.value.action).toBe(l.value.action);
          expect(w2.value.action).toBe(w1.value.action);
          // Linux lets a worker read its own CPU time; the bench's critical-path figure needs it.
          if (process.platform === 'linux') for (const r of w1.value.timing.rounds) for (const cpu of r.threadCpuMs) expect(cpu).toBeGreaterThan(0);
        }
      } finally {
        await workers.value.close();
      }
    }
  }, 60_000);

  it("a whole game with createBot('mcts', { pool }) on worker threads is the game the in-process pool plays", async () => {
    const core = await loadCore({ tiles: ALL_TILES });
    const workers = createNodeSearchPool(2, { workerUrl: WORKER });
    if (!workers.ok) throw new Error(workers.error.message);
    const game = (pool: SearchPool) => playGame({ bots: [createBot('mcts', { core, pool }), createBot('greedy', { core })], seed: 'node-game', budget: { iterations: 80 } });
    try {
      const [a, b] = [await game(workers.value), await game(inProcessPool(core, 2))];
      expect(a.decisions).toBeGreaterThan(70);
      expect(a.decisions).toBe(b.decisions);
      expect(a.scores).toEqual(b.scores);
    } finally {
      await workers.value.close();
    }
  }, 60_000);

  it('a bad request comes back from the worker as a typed error and the worker keeps serving', async () => {
    const p = createNodeSearchPool(1, { workerUrl: WORKER });
    if (!p.ok) throw new Error(p.error.message);
    try {
      const v = viewAfter('node-bad', 6);
      const bad = await p.value.search({ ...v, board: [{ tile: 'nope', x: 0, y: 0, rot: 0 }] }, { iterations: 10 }, 's');
      expect(bad).toMatchObject({ ok: false, error: { code: 'bad-view' } });
      expect((await p.value.search(v, { iterations: 20 }, 's')).ok).toBe(true);
    } finally {
      await p.value.close();
    }
  }, 60_000);

  it('a worker that cannot start ends the search with a typed error, and the pool still closes', async () => {
    const p = createNodeSearchPool(2, { workerUrl: new URL('./no-such-worker.js', WORKER) });
    if (!p.ok) throw new Error(p.error.message);
    const r = await p.value.search(viewAfter('node-missing', 2), { iterations: 10 }, 's');
    expect(r).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
    // Nothing would answer a later search: it fails at once instead of waiting.
    expect(await p.value.search(viewAfter('node-missing', 2), { iterations: 10 }, 's')).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
    await p.value.close();
    expect(await p.value.search(viewAfter('node-missing', 2), { iterations: 10 }, 's')).toMatchObject({ ok: false, error: { code: 'closed' } });
  }, 60_000);

  it('close() stops the workers: a process that searched and closed its pool exits by itself', () => {
    // The child runs the built package only (no TypeScript), so it makes its position with @carc/rules itself.
    const child = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
        import { createNodeSearchPool } from ${JSON.stringify(new URL('../../dist/parallel/node.js', import.meta.url).href)};
        import { createGame, pendingDecision, view } from '@carc/rules';
        const s = createGame({ players: ['a', 'b'], seed: 'exit' }).value;
        const pool = createNodeSearchPool(2).value;
        const r = await pool.search(view(s, pendingDecision(s).player), { iterations: 40 }, 'exit');
        await pool.close();
        console.log(r.ok ? 'searched' : r.error.code);
        `,
      ],
      { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8', timeout: 50_000 },
    );
    // A worker left running would keep the child alive until spawnSync's timeout kills it (signal SIGTERM).
    expect(child.signal).toBeNull();
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('searched');
    expect(child.status).toBe(0);
  }, 60_000);
});
