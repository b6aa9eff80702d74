/**
 * The Gifts (option `gifts`, rules.md "The Gifts", GI-1..GI-3; docs/expansions/gifts.md).
 *
 * Steps:
 * - `gifts/open` at `gift` (after the draw, before placing): the decision 'gifts/open'
 *   (open one gift or pass) and, after a take-2, the decision 'gifts/choose-tile' (which of the
 *   two tiles to place).
 * - `gifts/judge` at `place`, right after the base placement: is a gift earned (GI-2)?
 *   Also writes this turn's `gift` record key, which could not be written before the
 *   placement created the record move.
 * - `gifts/draw` at `gifts-earned`: the earned gift is drawn.
 * - `gifts/final` at `final-after`: 2 points per unopened gift.
 */
import type { Location } from '@carc/tiles';
import { actionFromEntry, addPoints, boardFollowerCount, featureRoot, followerPlayer, followerSeg, followersOnRoot, getExt, KIND_CITY, KIND_ROAD, majority, setExt, setMoveKey, tileFirstSeg, tileType, TYPES, withState } from '../../kit.js';
import type { GameState } from '../../kit.js';
import { ownAction } from '../../expansion.js';
import type { ActionDeclarations, ActionsOf, ExpansionModule, KeyTable, MoveReader, StepOutcome, TurnStep } from '../../expansion.js';
import type { Action, ExpansionEvent, GameEvent, PlayerIndex, PlayerView, RecordMove, Result, RuleError, Spot } from '../../types.js';
import {
  cardDrawnEvent,
  dealCards,
  discardFromHand,
  drawCard,
  drawSecondTile,
  fitsSomewhere,
  holds,
  newCards,
  ownHand,
  publicCards,
  redactCards,
  redactSecret,
  returnTileToStack,
  take2UsedThisTurn,
  unshuffledOrder,
} from '../cards/index.js';
import type { Cards, PublicCards, RedactedCards } from '../cards/index.js';
import {
  cashOut,
  cashOutTargets,
  changePosition,
  changePositionTargets,
  illegal,
  roadSweeper,
  sweeperTargets,
  synod,
  synodTargets,
} from './effects.js';
import type { Effect } from './effects.js';

export { cardDrawnData } from '../cards/index.js';
export type { CardDrawn } from '../cards/index.js';

export const GIFT_KINDS = ['synod', 'road-sweeper', 'change-position', 'cash-out', 'take-2'] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];
export const GIFTS_PER_KIND = 5;
export const UNOPENED_GIFT_POINTS = 2;
export const DECISION_OPEN = 'gifts/open';
export const DECISION_TAKE2 = 'gifts/choose-tile';

/** The `gift` key of a record move. */
export interface GiftRecord {
  card: GiftKind;
  spot?: Spot;
  to?: Spot['at'];
}

/** `state.ext.gifts`. */
export interface GiftsSlice {
  readonly cards: Cards;
  /** A gift was earned by this turn's placement (GI-2); drawn at `gifts-earned`. */
  readonly earned: boolean;
  /** This turn's opened gift, written to the record move once it exists. */
  readonly opened: GiftRecord | null;
  /** The two tiles of a take-2 awaiting the player's choice: [first drawn, second]. */
  readonly take2: readonly [string, string] | null;
  /** Turn number of the last take-2 resolved (see cards/take2.ts). */
  readonly take2Turn: number;
}

export interface GiftsPublic extends PublicCards {
  /** Both tiles of a pending take-2 choice (public, like every drawn tile). */
  take2: string[] | null;
}

export interface GiftsPrivate {
  hand: string[];
}

const ID = 'gifts' as const;

/** A target-taking gift may be opened without one only when it can have no effect (wasted). */
const FEATURE_GIFT = { spot: 'spot?' } as const;

/** The action kinds of the gifts and their exact keys (record-format.md, `gift`). */
export const ACTIONS = {
  /** Open a gift of one's hand before placing (GI-1); the keys depend on the gift. */
  open: {
    keys: { card: 'string' },
    cards: {
      synod: FEATURE_GIFT,
      'road-sweeper': FEATURE_GIFT,
      'cash-out': FEATURE_GIFT,
      'change-position': { spot: 'spot?', to: 'location?' },
      'take-2': {},
    } satisfies Record<GiftKind, KeyTable>,
  },
  /** Which of take-2's two tiles to place: `card` holds the tile id. */
  'choose-tile': { keys: { card: 'string' } },
} as const satisfies ActionDeclarations;
/** The kinds of the Gifts' actions (`{type:'ext', expansion:'gifts', kind}`), exactly those declared. */
export const GIFTS_ACTIONS = { open: 'open', 'choose-tile': 'choose-tile' } as const satisfies { [K in keyof typeof ACTIONS]: K };
/** The Gifts' actions: opening each gift kind with its keys, and the take-2 choice. */
export type GiftsAction = ActionsOf<typeof ID, typeof ACTIONS>;
/** An open action as its resolvers read it: every gift's optional targets in one shape. */
type OpenFields = { card: string; spot?: Spot; to?: Location };
const STREAM = 'gifts';

function slice(s: GameState): GiftsSlice {
  return getExt<GiftsSlice>(s, ID)!;
}

type SliceEdit = { -readonly [K in keyof GiftsSlice]: GiftsSlice[K] };

/**
 * A copy of the slice to change before {@link putSlice}, field by field in setup's order.
 * Not a patch object: patches of seven shapes made each field test of the old patcher a
 * megamorphic lookup, two or three times a turn. The slice's one copier (exported for its test).
 */
export function copySlice(s: GameState): SliceEdit {
  const o = slice(s);
  return { cards: o.cards, earned: o.earned, opened: o.opened, take2: o.take2, take2Turn: o.take2Turn };
}

function putSlice(s: GameState, next: GiftsSlice): GameState {
  return setExt(s, ID, next);
}

function ev(kind: string, player: PlayerIndex, data: unknown): ExpansionEvent {
  return { type: 'ext', expansion: ID, kind, player, data };
}

function openAction(card: GiftKind, spot?: Spot, to?: Spot['at']): GiftsAction {
  const a: OpenFields & { type: 'ext'; expansion: typeof ID; kind: 'open' } = { type: 'ext', expansion: ID, kind: 'open', card };
  if (spot) a.spot = spot;
  if (to) a.to = to;
  return a as GiftsAction;
}

/** The take-2 choice, shaped like Christmas Gift's: `card` holds the tile id. */
function keepAction(tile: string): GiftsAction {
  return { type: 'ext', expansion: ID, kind: 'choose-tile', card: tile };
}

const ok = (value: StepOutcome): Result<StepOutcome, RuleError> => ({ ok: true, value });

// ---- opening (rules: "Opening", GI-1, GI-3; X-3 `gift` point) ----

/** Every way the player may open `card` now; a target-less open when the effect is impossible (the gift is wasted). */
function openActionsFor(s: GameState, card: GiftKind): GiftsAction[] {
  const p = s.turnPlayer;
  let out: GiftsAction[];
  switch (card) {
    case 'synod':
      out = synodTargets(s, p).map((spot) => openAction(card, spot));
      break;
    case 'road-sweeper':
      out = sweeperTargets(s).map((spot) => openAction(card, spot));
      break;
    case 'cash-out':
      out = cashOutTargets(s, p).map((spot) => openAction(card, spot));
      break;
    case 'change-position':
      out = changePositionTargets(s, p).map((t) => openAction(card, t.spot, t.to));
      break;
    case 'take-2':
      return [openAction(card)];
  }
  return out.length ? out : [openAction(card)];
}

function hasTarget(s: GameState, card: GiftKind): boolean {
  const p = s.turnPlayer;
  switch (card) {
    case 'synod':
      return synodTargets(s, p).length > 0;
    case 'road-sweeper':
      return sweeperTargets(s).length > 0;
    case 'cash-out':
      return cashOutTargets(s, p).length > 0;
    case 'change-position':
      return changePositionTargets(s, p).length > 0;
    case 'take-2':
      return true;
  }
}

function malformed(message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code: 'malformed-action', message } };
}

function resolve(s: GameState, card: GiftKind, a: OpenFields): Result<Effect, RuleError> {
  const p = s.turnPlayer;
  if (card === 'take-2') {
    if (a.spot !== undefined || a.to !== undefined) return malformed('take-2 takes no target');
    return { ok: true, value: { state: s, events: [] } };
  }
  if (card !== 'change-position' && a.to !== undefined) return malformed(`${card} takes no 'to'`);
  if (a.spot === undefined) {
    if (a.to !== undefined) return malformed("change-position: 'to' needs the follower's 'spot'");
    // Opening without a target wastes the gift; allowed only when no target exists.
    if (hasTarget(s, card)) return illegal(`${card}: choose a target (a gift may be wasted only when it can have no effect)`, card);
    return { ok: true, value: { state: s, events: [] } };
  }
  switch (card) {
    case 'synod':
      return synod(s, p, a.spot);
    case 'road-sweeper':
      return roadSweeper(s, a.spot);
    case 'cash-out':
      return cashOut(s, p, a.spot);
    case 'change-position':
      if (a.to === undefined) return malformed("change-position needs 'to', a location on the same tile");
      return changePosition(s, p, a.spot, a.to);
  }
}

function applyOpen(s: GameState, action: Action): Result<StepOutcome, RuleError> {
  if (action.type === 'pass') return ok({ state: s, events: [] });
  const a = ownAction<GiftsAction>(ID, action);
  if (a?.type !== 'ext' || a.kind !== 'open') {
    return { ok: false, error: { code: 'wrong-decision', message: 'open a gift ({type:"ext", expansion:"gifts", kind:"open", card, ...}) or pass' } };
  }
  // The declaration (ACTIONS) let through only the gift kinds, each with its own keys.
  const card = a.card as GiftKind;
  const p = s.turnPlayer;
  const sl = slice(s);
  if (!holds(sl.cards, p, card)) return illegal(`player ${p} holds no ${card} gift`, 'gift-not-held');
  if (card === 'take-2' && take2UsedThisTurn(s)) return illegal('take-2: only one take-2 per turn', 'CG-19');
  const r = resolve(s, card, a);
  if (!r.ok) return r;
  const t: OpenFields = a;
  let state = r.value.state;
  const rec: GiftRecord = { card };
  if (t.spot) rec.spot = { x: t.spot.x, y: t.spot.y, at: t.spot.at };
  if (t.to) rec.to = t.to;
  const wasted = card !== 'take-2' && t.spot === undefined;
  // The event data is the record entry plus `wasted`, keys in that order, built without
  // the two spreads (runtime calls in V8) it used to take.
  const data: GiftRecord & { wasted?: true } = { card: rec.card };
  if (rec.spot) data.spot = rec.spot;
  if (rec.to) data.to = rec.to;
  if (wasted) data.wasted = true;
  const events: GameEvent[] = [ev('opened', p, data)];
  for (const e of r.value.events) events.push(e);
  const opened = copySlice(state);
  opened.cards = discardFromHand(opened.cards, p, card)!;
  opened.opened = rec;
  state = putSlice(state, opened);
  if (card !== 'take-2') return ok({ state, events });
  return startTake2(state, events);
}

// ---- take-2 (X-2: the tile not chosen is shuffled back, `returns` stream) ----

function startTake2(s: GameState, events: GameEvent[]): Result<StepOutcome, RuleError> {
  const p = s.turnPlayer;
  const first = s.tile!;
  const d = drawSecondTile(s);
  if (d.tile === null) {
    events.push(ev('take2', p, { tiles: [first], wasted: true }));
    return ok({ state: s, events });
  }
  const used = copySlice(d.state);
  used.take2Turn = s.turn;
  let state = putSlice(d.state, used);
  const second = d.tile;
  events.push(ev('take2', p, { tiles: [first, second] }));
  // The second tile is drawn even if it fits nowhere (CG-19); only a fitting tile can be kept.
  if (second === first || !fitsSomewhere(state, second)) return ok(keep(state, first, second, events));
  const pair = copySlice(state);
  pair.take2 = [first, second];
  state = putSlice(state, pair);
  return ok({ state, events, decision: { player: p, kind: DECISION_TAKE2 } });
}

function keep(s: GameState, kept: string, other: string, events: GameEvent[]): StepOutcome {
  const r = returnTileToStack(s, other, 'returns');
  const placed = withState(r.state, { tile: kept });
  const done = copySlice(placed);
  done.take2 = null;
  const state = putSlice(placed, done);
  events.push(ev('tileKept', s.turnPlayer, { tile: kept, returned: other }));
  return { state, events };
}

function keepActions(s: GameState): Action[] {
  const pair = slice(s).take2!;
  const out: Action[] = [keepAction(pair[0])];
  if (pair[1] !== pair[0] && fitsSomewhere(s, pair[1])) out.push(keepAction(pair[1]));
  return out;
}

function applyKeep(s: GameState, a: Action): Result<StepOutcome, RuleError> {
  if (a.type !== 'ext' || a.expansion !== ID || a.kind !== 'choose-tile') {
    return { ok: false, error: { code: 'wrong-decision', message: 'choose the tile to place: {type:"ext", expansion:"gifts", kind:"choose-tile", card:<tile id>}' } };
  }
  const [first, second] = slice(s).take2!;
  const tile = a.card!;
  if (tile !== first && tile !== second) return illegal(`take-2: ${tile} is not one of the two tiles drawn (${first}, ${second})`, 'take-2');
  if (!fitsSomewhere(s, tile)) return illegal(`take-2: ${tile} fits nowhere`, 'B-3');
  return ok(keep(s, tile, tile === first ? second : first, []));
}

// ---- record ----

function fromMove(s: GameState, reader: MoveReader): Result<Action, RuleError> {
  const move = reader.move as RecordMove;
  if (s.pending?.kind === DECISION_TAKE2) {
    if (typeof move.tile !== 'string') return { ok: false, error: { code: 'malformed-action', message: 'the move needs its tile', rule: 'record' } };
    return { ok: true, value: keepAction(move.tile) };
  }
  const g = move.gift;
  if (g === undefined) return { ok: true, value: { type: 'pass' } };
  if (typeof g !== 'object' || g === null || Array.isArray(g)) return { ok: false, error: { code: 'malformed-action', message: 'gift must be an object {card, spot?, to?}', rule: 'record' } };
  // The entry's keys are the open action's keys: apply checks them against ACTIONS.
  return { ok: true, value: actionFromEntry(ID, 'open', g as Record<string, unknown>) };
}

// ---- steps ----

export const openStep: TurnStep = {
  id: 'gifts/open',
  point: 'gift',
  enter(s) {
    const sl = slice(s);
    // Reset the per-turn parts here: the draw step has just started a new turn.
    let state = s;
    if (sl.opened || sl.earned) {
      const fresh = copySlice(s);
      fresh.opened = null;
      fresh.earned = false;
      state = putSlice(s, fresh);
    }
    if (sl.cards.hands[s.turnPlayer]!.length === 0) return { state, events: [] };
    return { state, events: [], decision: { player: s.turnPlayer, kind: DECISION_OPEN, tile: s.tile! } };
  },
  legalActions(s) {
    if (s.pending?.kind === DECISION_TAKE2) return keepActions(s);
    const out: Action[] = [{ type: 'pass' }];
    const hand = slice(s).cards.hands[s.turnPlayer]!;
    for (const card of GIFT_KINDS) {
      if (!hand.includes(card)) continue;
      const acts = openActionsFor(s, card);
      for (let i = 0; i < acts.length; i++) out.push(acts[i]!);
    }
    return out;
  },
  apply(s, a) {
    return s.pending?.kind === DECISION_TAKE2 ? applyKeep(s, a) : applyOpen(s, a);
  },
  fromMove,
};

/**
 * GI-2: right after the placement, before followers and scoring. Cheap: looks only at the
 * placed tile's roads and cities, and reads the follower list once when one of them is held.
 */
export function earnsGift(s: GameState): boolean {
  const b = s.board;
  const t = s.placed;
  const info = TYPES[tileType(b, t)]!;
  const seg0 = tileFirstSeg(b, t);
  let roots: number[] | null = null;
  for (let f = 0; f < info.kinds.length; f++) {
    const k = info.kinds[f]!;
    if (k !== KIND_ROAD && k !== KIND_CITY) continue;
    const root = featureRoot(b, seg0 + f);
    // A feature holding followers after the placement was extended by it (a new one is empty).
    if (followersOnRoot(b, root) === 0) continue;
    if (!roots) roots = [root];
    else if (!roots.includes(root)) roots.push(root);
  }
  if (!roots) return false;
  const n = s.players.length;
  const all = new Array<number>(roots.length * n).fill(0);
  for (let i = 0; i < boardFollowerCount(b); i++) {
    const j = roots.indexOf(featureRoot(b, followerSeg(b, i)));
    if (j >= 0) all[j * n + followerPlayer(b, i)]! += 1;
  }
  const player = s.turnPlayer;
  for (let j = 0; j < roots.length; j++) {
    // Owned by someone else and not by the placer: the scoring's majority rule (B-4).
    const { counts, max } = majority(s, roots[j]!, all.slice(j * n, j * n + n));
    if (max > 0 && counts[player]! < max) return true;
  }
  return false;
}

export const judgeStep: TurnStep = {
  id: 'gifts/judge',
  point: 'place',
  enter(s) {
    const sl = slice(s);
    let state = s;
    if (sl.opened) state = setMoveKey(state, 'gift', sl.opened);
    if (s.placed >= 0 && earnsGift(s)) {
      const earned = copySlice(state);
      earned.earned = true;
      state = putSlice(state, earned);
    }
    return { state, events: [] };
  },
};

export const drawStep: TurnStep = {
  id: 'gifts/draw',
  point: 'gifts-earned',
  enter(s) {
    const sl = slice(s);
    if (!sl.earned) return { state: s, events: [] };
    const p = s.turnPlayer;
    const r = drawCard(s, STREAM, sl.cards, p, { reshuffle: true });
    const events: GameEvent[] = [];
    if (r.reshuffled) events.push(ev('reshuffled', p, { deckSize: r.cards.deck.length + 1 }));
    if (r.card === null) events.push(ev('noGift', p, { reason: 'every gift is unopened in a hand' }));
    else events.push(cardDrawnEvent(ID, p, 'gifts', r.card, r.cards.hands[p]!.length));
    const drawn = copySlice(r.state);
    drawn.cards = r.cards;
    drawn.earned = false;
    return { state: putSlice(r.state, drawn), events };
  },
};

export const finalStep: TurnStep = {
  id: 'gifts/final',
  point: 'final-after',
  enter(s) {
    const events: GameEvent[] = [];
    slice(s).cards.hands.forEach((hand, p) => {
      if (hand.length === 0) return;
      const points = UNOPENED_GIFT_POINTS * hand.length;
      s = addPoints(s, p, points);
      events.push(ev('unopened', p, { gifts: hand.length, points }));
    });
    return { state: s, events };
  },
};

export const giftsModule: ExpansionModule<typeof ID, typeof ACTIONS> = {
  id: ID,
  order: 20,
  actions: ACTIONS,
  // the gift earned by this turn's placement is drawn after every scoring of the turn.
  points: [{ name: 'gifts-earned', before: 'end' }],
  take2Used: (s) => slice(s).take2Turn === s.turn,
  setup(s) {
    const order = unshuffledOrder(GIFT_KINDS, GIFTS_PER_KIND);
    const r = newCards(s, STREAM, order, s.players.length);
    const sl: GiftsSlice = { cards: r.cards, earned: false, opened: null, take2: null, take2Turn: -1 };
    return setExt(r.state, ID, sl);
  },
  steps: [openStep, judgeStep, drawStep, finalStep],
  publicView(s): GiftsPublic {
    const sl = slice(s);
    return { ...publicCards(sl.cards), take2: sl.take2 ? sl.take2.slice() : null };
  },
  privateView(s, player): GiftsPrivate {
    return { hand: ownHand(slice(s).cards, player) };
  },
  redactEvent(e, viewer) {
    return redactSecret(e, viewer);
  },
  // Hands are secret and the deck's order too; the rest of the slice is public.
  redact(s, viewer): RedactedGifts {
    const sl = slice(s);
    return { cards: redactCards(sl.cards, viewer), earned: sl.earned, opened: sl.opened, take2: sl.take2, take2Turn: sl.take2Turn };
  },
  determinize(s, _viewer, rng): GiftsSlice {
    const r = getExt<RedactedGifts>(s, ID)!;
    return { cards: dealCards(r.cards, rng), earned: r.earned, opened: r.opened, take2: r.take2, take2Turn: r.take2Turn };
  },
};

/** The gifts slice as one viewer may know it (search-state.ts). */
export interface RedactedGifts extends Omit<GiftsSlice, 'cards'> {
  readonly cards: RedactedCards;
}

export default giftsModule;

/** The kinds of Gifts' events (`{type:'ext', expansion:'gifts', kind}`). */
export const GIFTS_EVENTS = { cardDrawn: 'cardDrawn', opened: 'opened', tileKept: 'tileKept', unopened: 'unopened', take2: 'take2', reshuffled: 'reshuffled', noGift: 'noGift' } as const;

/** The decision kinds of Gifts, as `pendingDecision(...).kind` names them. */
export const GIFTS_DECISIONS = { open: DECISION_OPEN, chooseTile: DECISION_TAKE2 } as const;

/** Gifts' public part of a view (`view.ext.gifts`), typed; null when the game is played without it. */
export function giftsView(view: Pick<PlayerView, 'ext'>): GiftsPublic | null {
  return (view.ext.gifts as GiftsPublic | undefined) ?? null;
}

/** The viewer's own gifts (`view.own.gifts`); null for spectators and without the expansion. */
export function giftsHand(view: Pick<PlayerView, 'own'>): GiftsPrivate | null {
  return (view.own.gifts as GiftsPrivate | undefined) ?? null;
}
/** The module under the name of its subpath (`@carc/rules/gifts`). */
export { giftsModule as gifts };
