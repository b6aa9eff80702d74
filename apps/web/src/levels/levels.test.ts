import { describe, expect, it } from 'vitest';
import { LEVELS } from '@carc/bots/levels';
import { CATALOGUES, LANGS, lang } from '../i18n/index.js';
import { levelExpansionsNote, levelExpect, levelName, PICKER_LEVELS } from './levels.js';

describe('the level picker', () => {
  it('offers every level of the ladder, weakest first, then the random bot', () => {
    expect(PICKER_LEVELS).toEqual([...LEVELS.map((l) => l.name), 'random']);
  });

  it('has a name and a line on what to expect for every level, in every language', () => {
    for (const l of LANGS) {
      const c = CATALOGUES[l] as Record<string, string>;
      for (const name of PICKER_LEVELS) {
        expect(c[`level.${name}`], `${l} level.${name}`).toBeTruthy();
        expect(c[`level.${name}.expect`], `${l} level.${name}.expect`).toBeTruthy();
      }
    }
  });

  it('reads the names stored before the ladder as their levels', () => {
    const before = lang.get();
    try {
      lang.set('en');
      expect(levelName('greedy')).toBe('Beginner');
      expect(levelName('strong')).toBe('Expert');
      expect(levelExpect('strong')).toBe(levelExpect('expert'));
      expect(levelName('random')).toBe('Random bot');
    } finally {
      lang.set(before);
    }
  });

  it('with expansions on, says which level a level without a step there plays like, in every language', () => {
    const before = lang.get();
    try {
      lang.set('en');
      expect(levelExpansionsNote('expert', true)).toBe('With expansions on, it plays about as well as the Advanced level: its longer search does not pay off there yet.');
      expect(levelExpansionsNote('strong', true)).toBe(levelExpansionsNote('expert', true));
      // The base game, and levels whose step was measured with expansions, say nothing more.
      expect(levelExpansionsNote('expert', false)).toBeNull();
      expect(levelExpansionsNote('advanced', true)).toBeNull();
      expect(levelExpansionsNote('random', true)).toBeNull();
      for (const l of LANGS) {
        const c = CATALOGUES[l] as Record<string, string>;
        expect(c['level.expansionsLike'], l).toContain('{level}');
      }
    } finally {
      lang.set(before);
    }
  });
});
