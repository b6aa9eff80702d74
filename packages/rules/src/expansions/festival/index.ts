/**
 * The Festival (rules.md, "The Festival"; docs/expansions/festival.md).
 *
 * The festival symbol is not a feature, so the base follower step already keeps followers
 * off it; this module only adds the return choice to the `meeple` decision. Because that
 * decision comes before the `score` point, a follower returned from a feature this tile
 * completes is home before the feature is scored (FE-1) without any extra machinery.
 */
import { actionFromEntry, followerAt, followerSpot, followerSpotError, heldBy, ownFollowerSpots, returnFollowers, setMoveKey, tileType, TYPES } from '../../kit.js';
import type { GameState } from '../../kit.js';
import type { ActionDeclarations, ActionsOf, ExpansionModule, MoveReader, StepOutcome } from '../../expansion.js';
import type { Action, GameEvent, RecordMove, Result, RuleError, Spot } from '../../types.js';

const ID = 'festival' as const;
export const RECORD_KEY = 'festivalReturn';
/** The kinds of the Festival's action and event: returning a follower (`{type:'ext', expansion:'festival', kind}`). */
export const FESTIVAL_ACTIONS = { return: 'return' } as const;
/** The kind of the Festival's event: a follower went back to its owner. */
export const FESTIVAL_EVENTS = { return: 'return' } as const;

/** Return the follower standing at `spot` instead of placing one. */
const ACTIONS = { return: { keys: { spot: 'spot' } } } as const satisfies ActionDeclarations;
/** The Festival's action: `{type:'ext', expansion:'festival', kind:'return', spot}`. */
export type FestivalAction = ActionsOf<typeof ID, typeof ACTIONS>;

function err(code: RuleError['code'], message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code, message, rule } : { code, message } };
}

/** The tile placed this turn carries the festival (read off the board, so take-2 cannot confuse it). */
function festivalPlaced(s: GameState): boolean {
  return s.placed >= 0 && TYPES[tileType(s.board, s.placed)]?.type.symbol === 'festival';
}

function actions(s: GameState): Action[] {
  if (!festivalPlaced(s)) return [];
  const out: Action[] = [];
  // Exact spots (record-format.md: a spot naming a follower is where it stands), one per
  // tile feature: two of one's followers there are interchangeable.
  // Not a follower another rule keeps where it stands (CG-12 with Christmas Gift).
  for (const f of ownFollowerSpots(s, s.turnPlayer)) if (!heldBy(s, f.index)) out.push({ type: 'ext', expansion: ID, kind: 'return', spot: f.spot });
  return out;
}

function applyReturn(s: GameState, a: FestivalAction): Result<StepOutcome, RuleError> {
  if (a.kind !== 'return') return err('wrong-decision', `festival offers only 'return' here, got '${a.kind}'`);
  if (!a.spot) return err('malformed-action', 'a festival return needs the spot of the follower to return');
  if (!festivalPlaced(s)) return err('illegal-action', 'a follower may be returned only after placing a festival tile', 'festival');
  const i = followerAt(s, s.turnPlayer, a.spot);
  if (i < 0) return err('illegal-action', `festival return: ${followerSpotError(s, s.turnPlayer, a.spot)}`, 'festival');
  const held = heldBy(s, i);
  if (held) return err('illegal-action', `festival return: that follower cannot leave: ${held.reason}`, held.rule);
  const r = returnFollowers(s, [i]);
  const spot: Spot = { x: a.spot.x, y: a.spot.y, at: a.spot.at };
  const events: GameEvent[] = [
    { type: 'ext', expansion: ID, kind: 'return', player: s.turnPlayer, data: { spot: followerSpot(s, i) } },
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

export const festival: ExpansionModule<typeof ID, typeof ACTIONS> = {
  id: ID,
  order: 30,
  tileSets: ['festival'],
  actions: ACTIONS,
  followerOptions: { actions, apply: applyReturn, fromMove },
  // A return is public, like any follower leaving the board.
  redactEvent: (event) => event,
};
