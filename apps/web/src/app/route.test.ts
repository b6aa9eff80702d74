import { describe, expect, it } from 'vitest';
import { parseRoute } from './route.js';

describe('hash routes', () => {
  it('reads rooms and the one-time link of a seat moving to this device', () => {
    expect(parseRoute('#/room/abcdefghijkl')).toEqual({ name: 'room', id: 'abcdefghijkl' });
    expect(parseRoute('#/move/abcdefghijkl/0123456789abcdef0123456789abcdef')).toEqual({ name: 'move', room: 'abcdefghijkl', code: '0123456789abcdef0123456789abcdef' });
    // A move link without its code is no move: the online screen instead.
    expect(parseRoute('#/move/abcdefghijkl')).toEqual({ name: 'online' });
    expect(parseRoute('#/move')).toEqual({ name: 'online' });
  });

  it('reads my games and the permanent replay link of a finished online game', () => {
    expect(parseRoute('#/games')).toEqual({ name: 'games' });
    expect(parseRoute('#/replay/abcdefghijkl')).toEqual({ name: 'replay', room: 'abcdefghijkl' });
    // Not a room id: the replay viewer with its file picker, nothing fetched.
    expect(parseRoute('#/replay/../../api')).toEqual({ name: 'replay' });
    expect(parseRoute('#/replay')).toEqual({ name: 'replay' });
  });
});
