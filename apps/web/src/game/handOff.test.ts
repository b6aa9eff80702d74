import { describe, expect, it } from 'vitest';
import { needsHandOff, type HandOffCase } from './handOff.js';

const base: HandOffCase = { actor: 1, actorIsHuman: true, turnPlayer: 0, holder: 0, humans: 2, secretHands: false };

describe('needsHandOff', () => {
  it('asks before another human answers out of turn (bunny hop, Protection reply)', () => {
    expect(needsHandOff(base)).toBe(true);
    // The hopper already holds the device for the next hop.
    expect(needsHandOff({ ...base, holder: 1 })).toBe(false);
  });

  it('lets normal turns of a game without secrets go on without asking', () => {
    expect(needsHandOff({ ...base, turnPlayer: 1 })).toBe(false);
  });

  it('asks at every change of human when hands are secret', () => {
    expect(needsHandOff({ ...base, turnPlayer: 1, secretHands: true })).toBe(true);
    expect(needsHandOff({ ...base, turnPlayer: 1, secretHands: true, holder: 1 })).toBe(false);
  });

  it('never asks for a bot, a lone human or a finished game', () => {
    expect(needsHandOff({ ...base, actorIsHuman: false })).toBe(false);
    expect(needsHandOff({ ...base, humans: 1 })).toBe(false);
    expect(needsHandOff({ ...base, actor: null })).toBe(false);
  });
});
