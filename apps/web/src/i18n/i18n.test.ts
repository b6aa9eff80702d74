import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS, pickLanguage, translate } from './index.js';
import { en } from './en.js';
import { placeholdersOf as placeholders, selectPlurals } from './plural.js';

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

  it('picks plural forms by the language’s rules', () => {
    const cs = '{n, plural, one {# dílek} few {# dílky} other {# dílků}}';
    expect([1, 3, 5, 22].map((n) => selectPlurals(cs, { n }, 'cs'))).toEqual(['1 dílek', '3 dílky', '5 dílků', '22 dílků']);
    const ro = '{n, plural, one {# piesă} few {# piese} other {# de piese}}';
    expect([1, 2, 20].map((n) => selectPlurals(ro, { n }, 'ro'))).toEqual(['1 piesă', '2 piese', '20 de piese']);
    // French counts 0 as singular, English does not; an exact branch beats the category.
    const fr = '{n, plural, =0 {aucune} one {# carte} other {# cartes}}';
    expect([0, 1, 2].map((n) => selectPlurals(fr, { n }, 'fr'))).toEqual(['aucune', '1 carte', '2 cartes']);
    expect(selectPlurals('{n, plural, one {# tile} other {# tiles}} for {name}', { n: 0 }, 'en')).toBe('0 tiles for {name}');
    expect(placeholders('{n, plural, one {# x {who}} other {#}} {name}')).toEqual(['n', 'name', 'who']);
  });
});
