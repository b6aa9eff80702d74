import { describe, expect, it } from 'vitest';
import { EXPANSION_IDS } from '@carc/rules';
import { SETUP_EXPANSIONS } from './expansions.js';

describe('SETUP_EXPANSIONS', () => {
  it('offers every expansion of the rules, in their order', () => {
    expect(SETUP_EXPANSIONS).toEqual(EXPANSION_IDS);
  });
});
