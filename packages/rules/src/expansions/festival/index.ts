/**
 * The Festival (rules.md, "The Festival"; docs/expansions/festival.md).
 *
 * The festival symbol is not a feature, so the base follower step already keeps followers
 * off it; this module only adds the return choice to the `meeple` decision. Because that
 * decision comes before the `score` point, a follower returned from a feature this tile
 * completes is home before the feature is scored (FE-1) without any extra machinery.
 */
import { actionFromEntry } from '../../actions.js';
import { tileField } from '../../board.js';
import type { ExpansionModule, MoveReader, StepOutcome } from '../../expansion.js';
import { featureAt, followers, returnFollowers, setMoveKey } from '../../kit.js';
import type { FollowerRef } from '../../kit.js';
import type { GameState } from '../../state.js';
import { TYPES } from '../../tiledefs.js';
import type { Action, ExpansionAction, GameEvent, RecordMove, Result, RuleError, Spot } from '../../types.js';

const ID = 'festival' as const;
export const RECORD_KEY = 'festivalReturn';

function err(code: RuleError['code'], message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code, message, rule } : { code, message } };
}

/** The tile placed this turn carries the festival (read off the board, so take-2 cannot confuse it). */
function festivalPlaced(s: GameState): boolean {
  return s.placed >= 0 && TYPES[tileField(s.board, s.placed, 0)]?.type.symbol === 'festival';
}

function sameSpot(a: Spot, b: Spot): boolean {
  return a.x === b.x && a.y === b.y && a.at === b.at;
}

/**
 * The follower of the active player that `spot` names: first one standing exactly at that
 * location, else one standing on the same feature of that tile (a spot may name a feature
 * by any of its locations, record-format.md).
 */
export function ownFollowerAt(s: GameState, spot: Spot): FollowerRef | undefined {
  const mine = followers(s).filter((f) => f.player === s.turnPlayer && f.spot.x === spot.x && f.spot.y === spot.y);
  const exact = mine.find((f) => f.spot.at === spot.at);
  if (exact || mine.length === 0) return exact;
  // Followers are stored with the tile's own segment, which is what featureAt names.
  const seg = featureAt(s, spot);
  return seg < 0 ? undefined : mine.find((f) => f.segment === seg);
}

function actions(s: GameState): Action[] {
  if (!festivalPlaced(s)) return [];
  const out: Action[] = [];
  for (const f of followers(s)) {
    if (f.player !== s.turnPlayer) continue;
    // Two of one's followers on one spot are interchangeable: offer the spot once.
    if (out.some((a) => a.type === 'ext' && sameSpot(a.spot!, f.spot))) continue;
    out.push({ type: 'ext', expansion: ID, kind: 'return', spot: { ...f.spot } });
  }
  return out;
}

function applyReturn(s: GameState, a: ExpansionAction): Result<StepOutcome, RuleError> {
  if (a.kind !== 'return') return err('wrong-decision', `festival offers only 'return' here, got '${a.kind}'`);
  if (!a.spot) return err('malformed-action', 'a festival return needs the spot of the follower to return');
  if (!festivalPlaced(s)) return err('illegal-action', 'a follower may be returned only after placing a festival tile', 'festival');
  const f = ownFollowerAt(s, a.spot);
  if (!f) {
    return err('illegal-action', `no follower of player ${s.turnPlayer} stands at (${a.spot.x},${a.spot.y}) ${a.spot.at}`, 'festival');
  }
  const r = returnFollowers(s, [f.index]);
  const spot: Spot = { x: a.spot.x, y: a.spot.y, at: a.spot.at };
  const events: GameEvent[] = [
    { type: 'ext', expansion: ID, kind: 'return', player: s.turnPlayer, data: { spot: f.spot } },
    ...r.events,
  ];
  return { ok: true, value: { state: setMoveKey(r.state, RECORD_KEY, spot), events } };
}

function fromMove(_s: GameState, reader: MoveReader): Result<Action, RuleError> | null {
  const move = reader.move as RecordMove;
  const v = move[RECORD_KEY];
  if (v === undefined) return null;
  if (move.meeple !== undefined) return err('malformed-action', `a move has either meeple or ${RECORD_KEY}, not both`, 'festival');
  // The value is the action's spot; apply checks it against the declaration.
  return { ok: true, value: actionFromEntry(ID, 'return', { spot: v }) };
}

export const festival: ExpansionModule = {
  id: ID,
  tileSets: ['festival'],
  // Return the follower standing at `spot` instead of placing one.
  actions: { return: { keys: { spot: 'spot' } } },
  followerOptions: { actions, apply: applyReturn, fromMove },
  // A return is public, like any follower leaving the board.
  redactEvent: (event) => event,
};
