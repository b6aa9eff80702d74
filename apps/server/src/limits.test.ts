import { describe, expect, it, vi } from 'vitest';
import { addressLimits, limitVar, roomLimits } from './limits.js';

describe('limits from the environment', () => {
  it('has the documented defaults', () => {
    expect(roomLimits({})).toEqual({ ttlMs: 86_400_000, rateLimit: { burst: 60, perSecond: 30 }, maxSpectators: 32, helloTimeoutMs: 10_000, seatsBatchMs: 100, seatsBatchMaxMs: 1000, botGraceMs: 30_000, botPlayoutCap: 1_000_000, standInBot: 'beginner', maxBotLevel: 'master', hintLevel: 'expert', turnIdleTtlMs: 30 * 86_400_000, archiveRetryMs: 60_000, chat: { burst: 5, everyMs: 2000 } });
    expect(addressLimits({})).toEqual({ rooms: { burst: 10, perMinute: 10 }, sockets: { burst: 60, perMinute: 60 } });
  });

  it('reads strings (wrangler --var) and numbers (wrangler.jsonc vars)', () => {
    expect(roomLimits({ ROOM_MAX_SPECTATORS: '0', HELLO_TIMEOUT_SECONDS: '0.25', SEATS_BATCH_MS: 0 })).toMatchObject({ maxSpectators: 0, helloTimeoutMs: 250, seatsBatchMs: 0 });
    expect(addressLimits({ ADDRESS_SOCKETS_BURST: 100000 }).sockets.burst).toBe(100000);
  });

  it('ignores a value out of range or not a number, with a warning, instead of lifting the limit', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(limitVar({ ROOM_MAX_SPECTATORS: '-1' }, 'ROOM_MAX_SPECTATORS')).toBe(32);
    expect(limitVar({ ROOM_MAX_SPECTATORS: '2.5' }, 'ROOM_MAX_SPECTATORS')).toBe(32);
    expect(limitVar({ HELLO_TIMEOUT_SECONDS: '0' }, 'HELLO_TIMEOUT_SECONDS')).toBe(10);
    expect(limitVar({ ADDRESS_ROOMS_BURST: 'lots' }, 'ADDRESS_ROOMS_BURST')).toBe(10);
    expect(limitVar({ ADDRESS_ROOMS_PER_MINUTE: 'Infinity' }, 'ADDRESS_ROOMS_PER_MINUTE')).toBe(10);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
