import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS, pickLanguage, translate } from './index.js';
import { en } from './en.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('i18n', () => {
  it('has every English key, with the same placeholders, in every language', () => {
    for (const l of LANGS) {
      const c = CATALOGUES[l];
      expect(Object.keys(c).sort(), l).toEqual(Object.keys(en).sort());
      for (const k of Object.keys(en) as (keyof typeof en)[]) {
        expect(c[k].trim().length, `${l} ${k}`).toBeGreaterThan(0);
        expect(placeholders(c[k]), `${l} ${k}`).toEqual(placeholders(en[k]));
      }
    }
  });

  it('is really translated (not English copied over)', () => {
    for (const l of LANGS.filter((x) => x !== 'en')) {
      expect(CATALOGUES[l]['game.confirm'], l).not.toBe(en['game.confirm']);
      expect(CATALOGUES[l]['home.newLocal'], l).not.toBe(en['home.newLocal']);
    }
  });

  it('picks the first supported browser language, region ignored', () => {
    expect(pickLanguage(['ja-JP', 'nl-BE', 'de'])).toBe('nl');
    expect(pickLanguage(['hu'])).toBe('hu');
    expect(pickLanguage(['ja'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('fills placeholders', () => {
    expect(translate('de', 'game.tilesLeft', { n: 12 })).toBe('Noch 12 Plättchen');
  });
});
