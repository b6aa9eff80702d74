/**
 * Test support, for this package and its users (`@carc/protocol/testing`): a finished room
 * log exactly as a room writes it, from a game played through `@carc/rules`.
 */
import * as rules from '@carc/rules';
import { sha256Hex } from './crypto.js';
import type { RoomLog } from './messages.js';

export interface PlayedLogOptions {
  seed: string;
  players?: string[];
  room?: string;
  /** Index of the legal action to take; the first one when absent. */
  choose?: (legalCount: number) => number;
}

/** A finished base game played to the end, as its room's log with the seed revealed. */
export async function playedRoomLog(opts: PlayedLogOptions): Promise<RoomLog> {
  const { seed, players = ['Ann', 'Ben'], room = 'testroom0001', choose = () => 0 } = opts;
  const created = rules.createGame({ players, expansions: [], seed });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const actions: RoomLog['actions'] = [];
  while (!rules.result(state).finished) {
    const d = rules.pendingDecision(state)!;
    const legal = rules.legalActions(state);
    const a = legal[choose(legal.length)]!;
    const r = rules.apply(state, a, d.player);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    actions.push({ seq: actions.length + 1, seat: d.player, actor: d.player, action: a });
  }
  return {
    format: 'carc-room-log/1',
    room,
    config: { seats: players.length, expansions: [], options: {}, turnSeconds: null },
    players,
    seedHash: await sha256Hex(seed),
    seed,
    actions,
    record: rules.toRecord(state),
    result: rules.result(state),
  };
}
