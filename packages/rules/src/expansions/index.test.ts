/**
 * The table of modules makes the package's types: `ExpansionId`, `ExpansionAction` and
 * `GameOptions` come from the modules' own declarations. The type assertions are checked
 * by `pnpm typecheck` (tsc over the tests); the runtime ones tie each type to the engine's
 * shape check of the same declaration.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ALL_EXPANSIONS, EXPANSION_IDS, createGame, isAction } from '../index.js';
import type { ExpansionAction, ExpansionId, GameOptions } from '../index.js';
import type { EasterAction, EasterDie } from './easter/index.js';
import type { FestivalAction } from './festival/index.js';

describe('the table of modules', () => {
  it('names every expansion id once, in hook order', () => {
    expectTypeOf<ExpansionId>().toEqualTypeOf<'christmas-gift' | 'gifts' | 'festival' | 'easter'>();
    expect(EXPANSION_IDS).toEqual(ALL_EXPANSIONS.map((m) => m.id));
    expect([...ALL_EXPANSIONS].sort((a, b) => a.order - b.order)).toEqual([...ALL_EXPANSIONS]);
  });

  it("builds the action union from each module's declared kinds and keys", () => {
    expectTypeOf<EasterAction>().toEqualTypeOf<{ type: 'ext'; expansion: 'easter'; kind: 'hop'; x: number; y: number }>();
    expectTypeOf<Extract<ExpansionAction, { expansion: 'festival' }>>().toEqualTypeOf<FestivalAction>();
    const hop: ExpansionAction = { type: 'ext', expansion: 'easter', kind: 'hop', x: 1, y: 2 };
    expect(isAction(hop)).toBe(true);
    // @ts-expect-error: a hop declares no spot, so neither the type nor the engine takes one
    const spotted: ExpansionAction = { type: 'ext', expansion: 'easter', kind: 'hop', x: 1, y: 2, spot: { x: 0, y: 0, at: 'C' } };
    expect(isAction(spotted)).toBe(false);
    // @ts-expect-error: a force names its square, x and y
    const force: ExpansionAction = { type: 'ext', expansion: 'christmas-gift', kind: 'play', card: 'force' };
    expect(isAction(force)).toBe(false);
  });

  it("takes each option from the module that declares it, with that module's values", () => {
    expectTypeOf<keyof GameOptions>().toEqualTypeOf<'easterDie'>();
    expectTypeOf<GameOptions['easterDie']>().toEqualTypeOf<EasterDie | undefined>();
    const game = (options: object) => createGame({ players: ['Ann', 'Ben'], seed: 'o', expansions: ['easter'], options: options as GameOptions });
    expect(game({ easterDie: 'fixed-2' }).ok).toBe(true);
    const bad = game({ easterDie: 'd20' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toBe('options.easterDie must be one of 1-1-2-2-3-3, d6-mapped, fixed-2, got "d20"');
    // Without Easter nobody declares the die: the option is not Easter's business then.
    expect(createGame({ players: ['Ann'], seed: 'o', options: { easterDie: 'd20' as EasterDie } }).ok).toBe(true);
  });
});
