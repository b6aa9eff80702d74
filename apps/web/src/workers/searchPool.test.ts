import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserSearchPool } from './searchPool.js';

const realWorker = (globalThis as { Worker?: unknown }).Worker;
afterEach(() => {
  (globalThis as { Worker?: unknown }).Worker = realWorker;
});

const setWorker = (w: unknown): void => {
  (globalThis as { Worker?: unknown }).Worker = w;
};

/** A Worker that starts and records its listeners but never answers. */
class QuietWorker {
  static started = 0;
  static stopped = 0;
  constructor() {
    QuietWorker.started++;
  }
  postMessage(): void {}
  addEventListener(): void {}
  terminate(): void {
    QuietWorker.stopped++;
  }
}

describe('createBrowserSearchPool', () => {
  it('returns a worker-failed error, not a throw, without Web Workers', () => {
    setWorker(undefined);
    expect(createBrowserSearchPool(2)).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
  });

  it('returns a worker-failed error, not a throw, when Worker lacks addEventListener', () => {
    setWorker(class {
      postMessage(): void {}
      terminate(): void {}
    });
    expect(createBrowserSearchPool(2)).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
  });

  it('returns a worker-failed error when a Worker cannot start, stopping the ones that did', async () => {
    let made = 0;
    setWorker(class extends QuietWorker {
      constructor() {
        if (++made === 2) throw new Error('blocked by policy');
        super();
      }
    });
    QuietWorker.stopped = 0;
    expect(createBrowserSearchPool(3)).toMatchObject({ ok: false, error: { code: 'worker-failed' } });
    await Promise.resolve();
    expect(QuietWorker.stopped).toBe(1);
  });

  it('starts one worker per thread and refuses a bad thread count with a typed error', async () => {
    setWorker(QuietWorker);
    QuietWorker.started = 0;
    const r = createBrowserSearchPool(2);
    expect(r.ok).toBe(true);
    expect(QuietWorker.started).toBe(2);
    if (r.ok) await r.value.close();
    expect(createBrowserSearchPool(0)).toMatchObject({ ok: false, error: { code: 'bad-threads' } });
  });
});
