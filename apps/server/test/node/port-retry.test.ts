// The retry every local server start shares (wrangler in dev-server.mjs, vite preview in the
// web e2e): a port found free can be taken before the server binds it.
import { describe, expect, it } from 'vitest';
import { PORT_ATTEMPTS, retryOnTakenPort } from '../../scripts/dev-server.mjs';

const taken = (e: unknown) => e instanceof Error && e.message === 'taken';

describe('retryOnTakenPort', () => {
  it('starts again while the port was taken, and returns the first start that succeeds', async () => {
    let starts = 0;
    const r = await retryOnTakenPort(async () => {
      if (++starts < 3) throw new Error('taken');
      return `server ${starts}`;
    }, taken);
    expect(r).toBe('server 3');
    expect(starts).toBe(3);
  });

  it('throws any other error at once', async () => {
    let starts = 0;
    const start = async () => {
      starts++;
      throw new Error('config broken');
    };
    await expect(retryOnTakenPort(start, taken)).rejects.toThrow('config broken');
    expect(starts).toBe(1);
  });

  it(`gives up after ${PORT_ATTEMPTS} starts and throws the last error`, async () => {
    let starts = 0;
    const start = async () => {
      starts++;
      throw new Error('taken');
    };
    await expect(retryOnTakenPort(start, taken)).rejects.toThrow('taken');
    expect(starts).toBe(PORT_ATTEMPTS);
  });
});
