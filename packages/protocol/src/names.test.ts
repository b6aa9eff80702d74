import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, normalizeName } from './index.js';

const kept = (raw: string) => {
  const r = normalizeName(raw);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(raw)}: ${r.message}`);
  return r.value;
};

describe('normalizeName', () => {
  it('composes to NFC: a decomposed é and a precomposed one give the same name', () => {
    expect(kept('Jose\u0301')).toBe('Jos\u00e9');
    expect(kept('Jos\u00e9')).toBe('Jos\u00e9');
  });

  it('removes control characters, ANSI escapes included, and every bidi control', () => {
    expect(kept('Ann\u0000\u0007\n\tB')).toBe('AnnB');
    expect(kept('\u001b[31mred\u001b[0m')).toBe('[31mred[0m');
    const bidi = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const b of bidi) expect(kept(`ab${b}cd`), b.codePointAt(0)!.toString(16)).toBe('abcd');
    expect(kept('\u202egnp.exe')).toBe('gnp.exe');
  });

  it('keeps ZWJ and ZWNJ inside a name and drops them at its ends', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(kept(family)).toBe(family);
    const persian = '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645';
    expect(kept(persian)).toBe(persian);
    expect(kept('\u200dAnn\u200c')).toBe('Ann');
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['zero-width space', '\u200b\u200b'],
    ['joiners', '\u200d\u200c\u200d'],
    ['BOM and word joiner', '\ufeff\u2060'],
    ['controls only', '\u0001\u001b\u007f'],
    ['bidi only', '\u202e\u2066'],
    ['Hangul filler', '\u3164'],
    ['blank Braille', '\u2800 \u2800'],
    ['no-break and ideographic spaces', '\u00a0\u3000'],
  ])('refuses a name that shows nothing: %s', (_n, raw) => {
    expect(normalizeName(raw)).toEqual({ ok: false, code: 'bad-name', message: expect.any(String) });
  });

  it('refuses a name that NFC makes longer than the limit', () => {
    // U+0958 is a composition exclusion: NFC writes it as two code units.
    const r = normalizeName('\u0958'.repeat(MAX_NAME_LENGTH));
    expect(r).toMatchObject({ ok: false, code: 'bad-name' });
  });

  it('leaves an ordinary name alone', () => {
    expect(kept('Ann-Marie O\u2019Neil')).toBe('Ann-Marie O\u2019Neil');
  });
});
