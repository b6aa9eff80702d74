import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256.js';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('agrees with node:crypto at every length around the block and padding edges, and on unicode', () => {
    // 55/56/63/64/119/120 bytes are where the padding needs a second block or a new one.
    for (let n = 0; n <= 300; n++) {
      const bytes = new Uint8Array(n);
      for (let i = 0; i < n; i++) bytes[i] = (i * 131 + n * 7) & 0xff;
      expect(hex(sha256(bytes)), `length ${n}`).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    for (const s of ['bench/0/tiles', 'seed-with-ünïcödé/cloister', '骰子/die', '🎲'.repeat(40) + '/gifts']) {
      expect(hex(sha256(utf8(s)))).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
    }
  });

  it('returns a fresh result each call (the scratch buffers do not leak into it)', () => {
    const a = sha256(utf8('one'));
    const b = sha256(utf8('two'));
    expect(hex(a)).toBe(createHash('sha256').update('one').digest('hex'));
    expect(hex(b)).toBe(createHash('sha256').update('two').digest('hex'));
  });
});
