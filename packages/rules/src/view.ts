/**
 * What one seat or a spectator may see. The stack order and the seed never leave the
 * full state; expansions add their public and private parts.
 */
import { tileTurns, tileType, tileX, tileY } from './board.js';
import { legalActions, pendingDecision } from './engine.js';
import { featureKind, followers } from './kit/followers.js';
import { modulesOf } from './registry.js';
import type { ModuleTable } from './registry.js';
import type { GameState } from './state.js';
import { TYPES } from './tiledefs.js';
import type { ExpansionId, GameEvent, PlacedTile, PlayerIndex, PlayerView } from './types.js';
import type { Rotation } from '@carc/tiles';

export function view(s: GameState, player: PlayerIndex | null): PlayerView {
  const b = s.board;
  const board: PlacedTile[] = [];
  for (let t = 0; t < b.tileCount; t++) {
    board.push({ tile: TYPES[tileType(b, t)]!.type.id, x: tileX(b, t), y: tileY(b, t), rot: (tileTurns(b, t) * 90) as Rotation });
  }
  const decision = pendingDecision(s);
  const ext: Partial<Record<ExpansionId, unknown>> = {};
  const own: Partial<Record<ExpansionId, unknown>> = {};
  for (const m of modulesOf(s)) {
    const id = m.id as ExpansionId;
    if (m.publicView) ext[id] = m.publicView(s);
    if (m.privateView && player !== null) own[id] = m.privateView(s, player);
  }
  return {
    viewer: player,
    players: s.players.slice(),
    expansions: s.expansions.slice(),
    board,
    followers: followers(s).map((f) => ({ player: f.player, spot: f.spot, feature: featureKind(s, f.segment) as never })),
    scores: s.scores.slice(),
    supply: s.supply.slice(),
    currentPlayer: s.finished ? null : s.turnPlayer,
    tile: s.tile,
    stackSize: s.stack.length - s.stackPos,
    discarded: s.discarded.slice(),
    decision,
    legalActions: decision && player !== null && decision.player === player ? legalActions(s) : null,
    finished: s.finished,
    ext,
    own,
  };
}

/**
 * The events `player` may see. Base events are public; an expansion event goes through
 * its module's `redactEvent`, and without one a secret event loses its data for anyone
 * outside `secretTo`.
 */
export function viewEvents(events: readonly GameEvent[], player: PlayerIndex | null, modules: ModuleTable): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.type !== 'ext') {
      out.push(e);
      continue;
    }
    const m = modules.module(e.expansion);
    if (m?.redactEvent) {
      const r = m.redactEvent(e, player);
      if (r) out.push(r);
    } else if (e.secretTo && (player === null || !e.secretTo.includes(player))) {
      const { data: _hidden, ...rest } = e;
      out.push(rest);
    } else out.push(e);
  }
  return out;
}
