import { afterEach, describe, expect, it } from 'vitest';
import { deviceInput, eventInput, inputKind, watchInput } from './input.js';
import { CATALOGUES, LANGS, lang, t, translate, type MessageKey } from './index.js';

afterEach(() => {
  inputKind.set('mouse');
  lang.set('en');
});

describe('input kind', () => {
  it('takes a coarse pointer or a screen without hover for touch', () => {
    const only = (...yes: string[]) => (q: string) => yes.includes(q);
    expect(deviceInput(only('(pointer: coarse)', '(hover: none)'))).toBe('touch');
    expect(deviceInput(only('(pointer: coarse)'))).toBe('touch');
    expect(deviceInput(only('(hover: none)'))).toBe('touch');
    expect(deviceInput(only())).toBe('mouse');
    expect(deviceInput(null)).toBe('mouse');
  });

  it('follows the last pointer that touched the page', () => {
    expect([eventInput('touch'), eventInput('pen'), eventInput('mouse'), eventInput('')]).toEqual(['touch', 'touch', 'mouse', null]);
    const target = new EventTarget();
    watchInput(target);
    const down = (pointerType: string) => target.dispatchEvent(Object.assign(new Event('pointerdown'), { pointerType }));
    down('touch');
    expect(inputKind.get()).toBe('touch');
    down('');
    expect(inputKind.get()).toBe('touch');
    down('mouse');
    expect(inputKind.get()).toBe('mouse');
  });
});

describe('touch wording', () => {
  const touchKeys = Object.keys(CATALOGUES.en).filter((k) => k.endsWith('@touch')) as MessageKey[];

  it('exists for the gesture hints, beside a mouse wording, and differs from it in every language', () => {
    expect(touchKeys).toEqual(expect.arrayContaining(['game.hop@touch', 'legend.spot@touch', 'legend.extent@touch']));
    for (const l of LANGS) {
      for (const k of touchKeys) {
        const base = k.replace(/@touch$/, '') as MessageKey;
        expect(CATALOGUES[l][base], `${l} ${base}`).toBeTruthy();
        expect(CATALOGUES[l][k], `${l} ${k}`).not.toBe(CATALOGUES[l][base]);
      }
    }
  });

  it('is what t() says while the player taps, in every language', () => {
    for (const l of LANGS) {
      lang.set(l);
      inputKind.set('mouse');
      expect(t('game.hop', { n: 2 })).toBe(translate(l, 'game.hop', { n: 2 }));
      inputKind.set('touch');
      expect(t('game.hop', { n: 2 })).toBe(translate(l, 'game.hop@touch' as MessageKey, { n: 2 }));
      // Keys without a touch wording read the same for both.
      expect(t('game.confirm')).toBe(translate(l, 'game.confirm'));
    }
    lang.set('en');
    expect(t('game.hop', { n: 1 })).toBe('Move the bunny 1 hop: tap a highlighted tile.');
    inputKind.set('mouse');
    expect(t('game.hop', { n: 1 })).toBe('Move the bunny 1 hop: click a highlighted tile.');
  });
});
