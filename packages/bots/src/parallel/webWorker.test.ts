import { loadCore } from '@carc/core/node';
import { ALL_TILES } from '@carc/tiles';
import { describe, expect, it } from 'vitest';
import { inProcessSpawn } from './inProcess.js';
import { SearchPool } from './SearchPool.js';
import { createSearchService } from './searchService.js';
import type { SearchRequest } from './searchService.js';
import { viewAfter } from './testViews.js';
import { DEVICE_THREADS_MAX, deviceThreads, webWorkerSpawn } from './webWorker.js';
import type { WorkerLike } from './webWorker.js';

/** A Worker stand-in that answers with the real search service, on a structured clone like a worker. */
class FakeWorker implements WorkerLike {
  terminated = false;
  private readonly listeners = new Map<string, ((e: never) => void)[]>();
  constructor(private readonly serve: (req: SearchRequest) => Promise<unknown>) {}
  postMessage(message: unknown): void {
    void this.serve(structuredClone(message) as SearchRequest).then((data) => this.emit('message', { data }));
  }
  addEventListener(type: string, listener: (e: never) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: object): void {
    for (const l of this.listeners.get(type) ?? []) l(event as never);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('Web Worker search threads', () => {
  it('give the move of the in-process pool, and close() terminates every worker', async () => {
    const core = await loadCore({ tiles: ALL_TILES });
    const workers: FakeWorker[] = [];
    const web = SearchPool.create(2, webWorkerSpawn(() => {
      const w = new FakeWorker(createSearchService(core));
      workers.push(w);
      return w;
    }));
    const local = SearchPool.create(2, inProcessSpawn(core));
    if (!web.ok || !local.ok) throw new Error('pool refused');
    const v = viewAfter('web', 27);
    const [a, b] = [await web.value.search(v, { iterations: 200 }, 'w'), await local.value.search(v, { iterations: 200 }, 'w')];
    if (!a.ok || !b.ok) throw new Error('search refused');
    expect(a.value.action).toBe(b.value.action);
    expect(a.value.stats).toEqual(b.value.stats);
    await web.value.close();
    expect(workers.map((w) => w.terminated)).toEqual([true, true]);
  }, 60_000);

  it('a worker error event ends its search with a typed error', async () => {
    const broken = new FakeWorker(() => new Promise(() => {}));
    const p = SearchPool.create(1, webWorkerSpawn(() => broken));
    if (!p.ok) throw new Error(p.error.message);
    const pending = p.value.search(viewAfter('web-err', 3), { iterations: 10 }, 's');
    broken.emit('error', { message: 'script failed to load' });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
  });

  it('a Worker without addEventListener makes SearchPool.create a worker-failed result, and the started workers are stopped', async () => {
    const started: { terminated: boolean }[] = [];
    const made = SearchPool.create(
      2,
      webWorkerSpawn(() => {
        const w = { terminated: false, postMessage() {}, terminate() { w.terminated = true; } };
        started.push(w);
        return w as unknown as WorkerLike;
      }),
    );
    expect(made).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
    await Promise.resolve();
    expect(started.length).toBe(1);
    expect(started.every((w) => w.terminated)).toBe(true);
  });

  it('uses the device’s cores within 1..max (4 unless told)', () => {
    expect([undefined, 0, 1, 2, 4, 16, 2.5, Number.NaN].map((c) => deviceThreads(c, 8))).toEqual([1, 1, 1, 2, 4, 8, 1, 1]);
    expect([2, 3, 8].map((c) => deviceThreads(c))).toEqual([2, 3, DEVICE_THREADS_MAX]);
  });
});
