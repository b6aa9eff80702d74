import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@carc/protocol';
import { CATALOGUES, LANGS, setLang, translate } from '../i18n/index.js';
import { errorKey, errorSentence, RoomError } from './errors.js';

describe('server error codes as sentences', () => {
  it('every code of the protocol has its own sentence in every language', () => {
    for (const l of LANGS) {
      const seen = new Set<string>();
      for (const code of ERROR_CODES) {
        const text = CATALOGUES[l][errorKey(code)];
        expect(text, `${l} ${code}`).toBeTypeOf('string');
        expect(text.trim().length, `${l} ${code}`).toBeGreaterThan(10);
        expect(text, `${l} ${code}`).not.toContain(code);
        seen.add(text);
      }
      // One sentence per code: none is a copy of another's.
      expect(seen.size, l).toBe(ERROR_CODES.length);
    }
  });

  it('is translated, not English copied over', () => {
    for (const l of LANGS.filter((x) => x !== 'en')) {
      const same = ERROR_CODES.filter((c) => CATALOGUES[l][errorKey(c)] === CATALOGUES.en[errorKey(c)]);
      expect(same, l).toEqual([]);
    }
  });

  it('shows a full room as a sentence, never as the raw code', () => {
    setLang('en');
    const text = errorSentence(new RoomError('room-full', 'every seat is taken'));
    expect(text).toBe(translate('en', 'err.room-full'));
    expect(text).not.toMatch(/room-full/);
    setLang('fr');
    expect(errorSentence(new RoomError('room-full', 'every seat is taken'))).toBe(translate('fr', 'err.room-full'));
    setLang('en');
  });

  it('falls back to the server’s words for what has no code (a network failure, a newer server)', () => {
    expect(errorSentence(new RoomError(null, 'HTTP 502'))).toContain('HTTP 502');
    expect(errorSentence({ code: 'from-the-future', message: 'new refusal' })).toContain('new refusal');
  });
});
