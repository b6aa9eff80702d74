import { describe, expect, it } from 'vitest';
import { toRecord, type ExpansionId } from '@carc/rules';
import { playGame } from '../game/testing.js';
import { replayEvents } from './replayEvents.js';

const playedGame = (expansions: ExpansionId[], seed: string, moves?: number) => playGame({ seed, expansions, players: ['Ann', 'Ben', 'Cleo'], ...(moves ? { moves } : {}) });

describe('replayEvents', () => {
  it('rebuilds exactly the events of a finished game with every expansion from its record', () => {
    const { state, events } = playedGame(['christmas-gift', 'gifts', 'festival', 'easter'], 'replay-1');
    expect(state.finished).toBe(true);
    const r = replayEvents(JSON.parse(JSON.stringify(toRecord(state))))!;
    expect(r).not.toBeNull();
    expect(r.events).toEqual(events);
    expect(r.at.length).toBe(toRecord(state).moves.length + 1);
    expect(r.at[r.at.length - 1]).toBe(events.length);
  });

  it('cuts the log at each move, and gives up on a record that does not fit', () => {
    const { state, events } = playedGame(['easter'], 'replay-2', 40);
    const rec = toRecord(state);
    const r = replayEvents(rec)!;
    // After the third move the log holds exactly three placements.
    expect(r.events.slice(0, r.at[3]).filter((e) => e.type === 'tilePlaced').length).toBe(3);
    expect(r.events).toEqual(events.slice(0, r.at[r.at.length - 1]));
    const bad = { ...rec, moves: [{ ...rec.moves[0]!, x: 40 }] };
    expect(replayEvents(bad)).toBeNull();
  });
});
