import { describe, expect, it } from 'vitest';
import { unshuffledStack } from '@carc/tiles';
import { Stream } from './random.js';

// Vectors from record-format.md (Randomness), checked there against the reference C code.
describe('seeded streams', () => {
  it('seed 42 / tiles gives the published first five outputs', () => {
    const s = Stream.fromSeed('42', 'tiles');
    expect([s.next(), s.next(), s.next(), s.next(), s.next()]).toEqual([
      2490857611, 1442335726, 2479164588, 4160912163, 2553701401,
    ]);
  });

  it('seed 42 / die gives the published uniform-below-6 values', () => {
    const s = Stream.fromSeed('42', 'die');
    expect(Array.from({ length: 10 }, () => s.below(6))).toEqual([0, 5, 0, 1, 4, 0, 2, 5, 3, 1]);
  });

  it('seed 42 shuffles the base stack into the published order', () => {
    const stack = Stream.fromSeed('42', 'tiles').shuffle(unshuffledStack(['base']));
    expect(stack.join(' ')).toBe(
      'J U J L U G U D O N H K W B U U V E V V M N L A U A T V V D F S W X V D R E F V R B K Q L S I P M J I W N E E B H V K V U W O R E B H U P C P',
    );
  });

  it('seed 42 with festival and easter gives the published first twenty tiles', () => {
    const stack = Stream.fromSeed('42', 'tiles').shuffle(unshuffledStack(['base', 'festival', 'easter']));
    expect(stack).toHaveLength(103);
    expect(stack.slice(0, 20).join(' ')).toBe('EN3 X FE1 E V W K E E FE3 EB5 W M FE6 H L S F N A');
  });

  it('below() never returns n and rejects a non-positive bound', () => {
    const s = Stream.fromSeed('x', 'die');
    for (let i = 0; i < 1000; i++) expect(s.below(3)).toBeLessThan(3);
    expect(() => s.below(0)).toThrow(RangeError);
  });

  it('a cloned stream continues identically and independently', () => {
    const a = Stream.fromSeed('7', 'gifts');
    a.next();
    const b = a.clone();
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    expect(Stream.fromState(a.state()).next()).toBe(a.clone().next());
  });
});
