/**
 * The turn and game-end steps of Christmas Gift (CG-15, CG-16, CG-18): the `start`,
 * `draw`, `score` and `end` windows, the discard down to 5 (CG-7), the farm-tie choices
 * and the end-game cards. Sub-decisions (a lightning card's target, a protection reply,
 * the take-2 tile choice) are asked by whichever step is running.
 */
import { actionFromEntry, addPoints, boardFollowerCount, completedByPlacement, featureRoot, followerPlayer, followerSeg, followersOnRoot, followerTile, KIND_CITY, KIND_CLOISTER, KIND_ROAD, Recent, tileAt, tileFirstSeg, tileType, tileX, tileY, TYPES, withState } from '../../kit.js';
import type { BoardState, GameState } from '../../kit.js';
import { ownAction } from '../../expansion.js';
import type { MoveReader, StepDecision, StepOutcome, TurnStep } from '../../expansion.js';
import type { ActionFields, ChristmasGiftAction } from './actions.js';
import type { Action, BaseAction, GameEvent, PlayerIndex, Result, RuleError, Spot } from '../../types.js';
import type { Cards } from '../cards/index.js';
import { addToHand, cardDrawnEvent, discardCard, discardFromHand, drawSecondTile, fitsSomewhere, setTurnTile, takeTop } from '../cards/index.js';
import { CARDS, isCard } from './cards.js';
import type { CardId, Deck } from './cards.js';
import { resolve, swapOpponent } from './effects.js';
import { cg, copyCg, copyTurn, ev, freshTurn, handOf, handSize, holdsCard, ID, patchCg, putCg, putTurn, rootAt, rootSpot as spotOfRoot, setAttack, setClosed, withTurn } from './slice.js';
import type { CardEntry, FinalEntry } from './slice.js';
import { affectedOn, featureTargets, turnOrderAfter } from './targets.js';
import { checkPlay, windowPlays } from './windows.js';
import type { HandWindow } from './windows.js';
import { KIND } from './decisions.js';

export { KIND };

export const HAND_LIMIT = 5;

type R<T> = Result<T, RuleError>;
type Out = R<StepOutcome>;
/** What this module's steps answer: the base game's actions and its own (another module's are refused first). */
type Own = BaseAction | ChristmasGiftAction;

function fail(code: RuleError['code'], message: string, rule?: string): { ok: false; error: RuleError } {
  return { ok: false, error: rule ? { code, message, rule } : { code, message } };
}

// Action builders, one per shape, keys in the order records use. No generic builder with
// a spread of extra fields: a spread is a runtime call in V8, and the draw, target and
// discard listings run on most turns with cards.
// Each returns a shape its kind declares (actions.ts), which the type cannot see of a
// kind passed as a value.
function ext(kind: Kind): ChristmasGiftAction {
  return { type: 'ext', expansion: ID, kind } as ChristmasGiftAction;
}

function spotAction(kind: Kind, spot: Spot): ChristmasGiftAction {
  return { type: 'ext', expansion: ID, kind, spot } as ChristmasGiftAction;
}

function cardAction(kind: Kind, card: string): ChristmasGiftAction {
  return { type: 'ext', expansion: ID, kind, card } as ChristmasGiftAction;
}

function drawAction(cards: string[]): ChristmasGiftAction {
  return { type: 'ext', expansion: ID, kind: 'draw', cards };
}

type Kind = ActionFields['kind'];

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// ---- small slice edits ----

/** Move a hand card of `p` onto its deck's discard pile (played or discarded). */
function discardHand(s: GameState, p: PlayerIndex, card: CardId): GameState {
  const deck = CARDS[card].deck;
  const r = discardFromHand(cg(s)[deck], p, card);
  return r ? withDeck(s, deck, r) : s;
}

function withDeck(s: GameState, deck: Deck, cards: Cards): GameState {
  const n = copyCg(cg(s));
  if (deck === 'cloister') n.cloister = cards;
  else n.roadside = cards;
  return putCg(s, n);
}

function pushEntry(s: GameState, e: CardEntry): GameState {
  const t = copyTurn(cg(s).turn);
  t.cards = [...t.cards, e];
  return withTurn(s, t);
}

function attackEntry(s: GameState): CardEntry | FinalEntry {
  const at = cg(s).turn.attack!;
  return at.final ? (s.final[at.idx] as FinalEntry) : cg(s).turn.cards[at.idx]!;
}

/** Start an attack (CG-16) or resolve the card at once when it affects nobody. */
function launch(s: GameState, player: PlayerIndex, idx: number, final: boolean, entry: CardEntry | FinalEntry, affected: PlayerIndex[], events: GameEvent[]): GameState {
  if (affected.length > 0) return setAttack(s, { player, idx, final, affected, pos: 0 });
  const r = resolve(s, player, entry);
  events.push(...r.events);
  return r.state;
}

/** The sub-decision pending in the current step, if any. */
function subDecision(s: GameState): StepDecision | null {
  const t = cg(s).turn;
  if (t.attack) return { player: t.attack.affected[t.attack.pos]!, kind: KIND.protect };
  if (t.choose) return { player: s.turnPlayer, kind: KIND.choose };
  if (t.target) return { player: s.turnPlayer, kind: KIND.target };
  return null;
}

function subLegal(s: GameState): Action[] | null {
  const k = s.pending!.kind;
  if (k === KIND.protect) {
    const p = s.pending!.player;
    return holdsCard(cg(s), p, 'protection') ? [ext('protect'), { type: 'pass' }] : [{ type: 'pass' }];
  }
  if (k === KIND.choose) {
    const ids = [...new Set(cg(s).turn.choose!)];
    return ids.filter((id) => fitsSomewhere(s, id)).map((id) => cardAction('choose-tile', id));
  }
  if (k === KIND.target) {
    const roots = featureTargets(s, s.turnPlayer, cg(s).turn.target!);
    const out: Action[] = [];
    for (let i = 0; i < roots.length; i++) out.push(spotAction('target', spotOfRoot(s, roots[i]!)));
    return out;
  }
  return null;
}


/** Answer a protect / choose-tile / target decision; null when the pending decision is none of them. */
function subApply(s: GameState, a: Own, events: GameEvent[]): R<GameState> | null {
  const k = s.pending!.kind;
  if (k === KIND.protect) {
    const t = cg(s).turn;
    const at = t.attack!;
    const q = s.pending!.player;
    if (a.type === 'pass') {
      if (at.pos + 1 < at.affected.length) return { ok: true, value: setAttack(s, { ...at, pos: at.pos + 1 }) };
      const entry = attackEntry(s);
      s = setAttack(s, null);
      const r = resolve(s, at.player, entry);
      events.push(...r.events);
      return { ok: true, value: r.state };
    }
    if (a.type !== 'ext' || a.kind !== 'protect') return fail('wrong-decision', 'expected protect or pass', 'CG-16');
    if (!holdsCard(cg(s), q, 'protection')) return fail('illegal-action', 'you hold no protection card', 'CG-9');
    s = discardHand(s, q, 'protection');
    const entry = { ...attackEntry(s), cancelledBy: q };
    if (at.final) {
      const final = s.final.slice();
      final[at.idx] = entry;
      s = withState(s, { final });
    } else {
      const cards = cg(s).turn.cards.slice();
      cards[at.idx] = entry as CardEntry;
      s = putTurn(s, { cards });
    }
    s = setAttack(s, null);
    events.push(ev('cardCancelled', { card: entry.card, by: q, protection: true }, at.player));
    return { ok: true, value: s };
  }
  if (k === KIND.choose) {
    if (a.type !== 'ext' || a.kind !== 'choose-tile') return fail('wrong-decision', 'expected the choice of one of the two tiles', 'take-2');
    const two = cg(s).turn.choose!;
    const i = two.indexOf(a.card ?? '');
    if (i < 0 || !fitsSomewhere(s, a.card!)) return fail('illegal-action', `${String(a.card)} is not one of the two tiles that can be placed`, 'take-2');
    const other = two[1 - i]!;
    const c = cg(s);
    s = patchCg(setTurnTile(s, a.card!), { removed: [...c.removed, other], turn: { ...c.turn, choose: null } });
    events.push(ev('tileRemoved', { tile: other, kept: a.card }, s.turnPlayer));
    return { ok: true, value: s };
  }
  if (k === KIND.target) {
    if (a.type !== 'ext' || a.kind !== 'target') return fail('wrong-decision', 'expected a target for the lightning card (CG-19: not optional)', 'CG-19');
    const p = s.turnPlayer;
    const card = cg(s).turn.target!;
    const root = rootAt(s, a.spot);
    if (!featureTargets(s, p, card).includes(root)) return fail('illegal-action', `that is not a legal target for ${card}`, 'CG-19');
    const entry: CardEntry = { window: 'draw', card, spot: { ...a.spot! } };
    const idx = cg(s).turn.cards.length;
    s = lightningEdit(s, card, false, entry, null);
    events.push(ev('cardPlayed', entry, p));
    const affected = CARDS[card].attack ? affectedOn(s, p, card, root) : [];
    return { ok: true, value: launch(s, p, idx, false, entry, affected, events) };
  }
  return null;
}

// ---- record reading ----

/** Keys a `cards` entry keeps beside its action (record-format.md). */
const PLAY_RECORD_ONLY = ['window', 'cancelledBy'];
/** A lightning card's entry also names the card, which the target decision already knows. */
const TARGET_RECORD_ONLY = ['window', 'card', 'cancelledBy'];
/** A `final` entry names its player and card beside the farm-tie's target. */
const FINAL_RECORD_ONLY = ['player', 'card', 'cancelledBy'];

function fromMove(s: GameState, reader: MoveReader): R<Action> {
  const k = s.pending!.kind;
  const m = reader.move as Record<string, unknown>;
  const c = cg(s);
  const t = c.turn;
  const cards = Array.isArray(m.cards) ? (m.cards as unknown[]) : [];
  if (m.cards !== undefined && !Array.isArray(m.cards)) return fail('malformed-action', 'cards must be a list', 'record');
  switch (k) {
    case KIND.start:
    case KIND.score:
    case KIND.end: {
      const e = cards[t.cards.length];
      const w = k.slice(ID.length + 1);
      if (!isObj(e) || e.window !== w) return { ok: true, value: { type: 'pass' } };
      return { ok: true, value: actionFromEntry(ID, 'play', e, PLAY_RECORD_ONLY) };
    }
    case KIND.draw: {
      if (m.draw === undefined) return { ok: true, value: { type: 'pass' } };
      if (!Array.isArray(m.draw) || !m.draw.every((d) => typeof d === 'string')) return fail('malformed-action', 'draw must be a list of deck names', 'record');
      return { ok: true, value: m.draw.length ? drawAction(m.draw as string[]) : { type: 'pass' } };
    }
    case KIND.target: {
      const e = cards[t.cards.length];
      if (!isObj(e) || e.card !== t.target || e.window !== 'draw') return fail('malformed-action', `the record lacks the cards entry for the drawn ${t.target}`, 'record');
      return { ok: true, value: actionFromEntry(ID, 'target', e, TARGET_RECORD_ONLY) };
    }
    case KIND.protect: {
      const at = t.attack!;
      const list = at.final ? (Array.isArray(m.final) ? m.final : []) : cards;
      const e = list[at.idx];
      return { ok: true, value: isObj(e) && e.cancelledBy === s.pending!.player ? ext('protect') : { type: 'pass' } };
    }
    case KIND.choose:
      return { ok: true, value: cardAction('choose-tile', String(m.tile)) };
    case KIND.discard: {
      const d = Array.isArray(m.discard) ? m.discard[t.discards.length] : undefined;
      if (typeof d !== 'string') return fail('malformed-action', 'the record lacks a discard entry (CG-7)', 'record');
      return { ok: true, value: cardAction('discard', d) };
    }
    case KIND.farmTie: {
      const list = Array.isArray(m.final) ? m.final : [];
      const e = list[c.finalUsed];
      if (!isObj(e) || e.card !== 'farm-tie' || e.player !== s.pending!.player) return fail('malformed-action', `the record lacks the final entry of player ${s.pending!.player}'s farm-tie`, 'record');
      return { ok: true, value: actionFromEntry(ID, 'farm-tie', e, FINAL_RECORD_ONLY) };
    }
  }
  return fail('wrong-decision', `unknown decision ${k}`);
}

// ---- the hand windows: start, score, end ----

function windowOpen(s: GameState, w: HandWindow): boolean {
  const t = cg(s).turn;
  if (t.closed || handSize(cg(s), s.turnPlayer) === 0) return false;
  return w !== 'score' || completedByPlacement(s).length > 0;
}

function windowProceed(w: HandWindow) {
  return (s: GameState, events: GameEvent[]): StepOutcome => {
    const sub = subDecision(s);
    if (sub) return { state: s, events, decision: sub };
    if (windowOpen(s, w)) return { state: s, events, decision: { player: s.turnPlayer, kind: KIND[w] } };
    return { state: setClosed(s, false), events };
  };
}

/** Play a hand card in window w (the entry is already checked). */
function playHand(s: GameState, entry: CardEntry, events: GameEvent[]): GameState {
  const p = s.turnPlayer;
  const card = entry.card;
  const idx = cg(s).turn.cards.length;
  s = pushEntry(discardHand(s, p, card), entry);
  events.push(ev('cardPlayed', entry, p));
  if (card === 'take-2') {
    // the second tile is drawn even if it fits nowhere; the one not kept leaves the game.
    const d = drawSecondTile(s);
    const second = d.tile!;
    events.push({ type: 'tileDrawn', player: p, tile: second });
    return putTurn(patchCg(d.state, { take2Turn: s.turn }), { took2: true, choose: [s.tile!, second] });
  }
  if (CARDS[card].timing === 'score') {
    return putTurn(s, { boosts: [...cg(s).turn.boosts, { seg: rootAt(s, entry.spot), player: p, card }] });
  }
  let affected: PlayerIndex[] = [];
  if (card === 'force') affected = turnOrderAfter(s, p, [(p + 1) % s.players.length]);
  else if (card.startsWith('swap-')) affected = turnOrderAfter(s, p, [entry.player2 ?? swapOpponent(s, p, entry.spot2!)]);
  return launch(s, p, idx, false, entry, affected, events);
}

function makeStep(id: string, point: TurnStep['point'], proceed: (s: GameState, e: GameEvent[]) => StepOutcome, own: {
  enter?: (s: GameState, events: GameEvent[]) => GameState;
  legal: (s: GameState) => Action[];
  apply: (s: GameState, a: Own, events: GameEvent[]) => R<GameState>;
  passEnds?: string;
}, before = false): TurnStep {
  return {
    id,
    point,
    ...(before ? { before } : {}),
    enter(s) {
      const events: GameEvent[] = [];
      if (own.enter) s = own.enter(s, events);
      return proceed(s, events);
    },
    legalActions(s) {
      return subLegal(s) ?? own.legal(s);
    },
    apply(s, action): Out {
      // A pass on the step's own decision (a window, the draw offer) simply ends the step.
      if (action.type === 'pass' && own.passEnds === s.pending!.kind) return { ok: true, value: { state: s, events: [] } };
      // Another expansion's action of the same kind name ('choose-tile') is not ours (found by the fuzz).
      const a = ownAction<ChristmasGiftAction>(ID, action);
      if (!a) return fail('wrong-decision', `${s.pending!.kind} takes no ${(action as { expansion: string }).expansion} action`);
      const events: GameEvent[] = [];
      const r = subApply(s, a, events) ?? own.apply(s, a, events);
      if (!r.ok) return r;
      return { ok: true, value: proceed(r.value, events) };
    },
    fromMove,
  };
}

function windowStep(w: HandWindow): TurnStep {
  return makeStep(
    `${ID}/${w}`,
    w,
    windowProceed(w),
    {
      enter(s) {
        if (w === 'start') {
          const c = cg(s);
          // A force binds only the turn right after it was played (CG-14).
          const force = c.force && c.force.turn >= s.turn - 1 ? c.force : null;
          if (force === c.force && c.turn === freshTurn()) return s;
          const n = copyCg(c);
          n.force = force;
          n.turn = freshTurn();
          return putCg(s, n);
        }
        return setClosed(s, false);
      },
      passEnds: KIND[w],
      legal(s) {
        return [...windowPlays(s, w), { type: 'pass' }];
      },
      apply(s, a, events) {
        if (a.type === 'pass') return { ok: true, value: setClosed(s, true) };
        if (a.type !== 'ext' || a.kind !== 'play') return fail('wrong-decision', `expected a card play or pass in the ${w} window`, 'CG-15');
        const chk = checkPlay(s, w, a);
        if (!chk.ok) return chk;
        return { ok: true, value: playHand(s, chk.entry, events) };
      },
    },
    w === 'score',
  );
}

// ---- the draw window (CG-2, CG-3, CG-4, CG-5) ----

/**
 * The last offer list and what it was computed from. The draw step asks in its entry and
 * again in its listing, on states that differ only in the pipeline's cursor, so the key
 * is what the offer reads (board, mover, placed tile, decks) rather than the state.
 */
const lastOffer = { board: null as BoardState | null, player: -1, placed: -1, cloister: null as readonly string[] | null, roadside: null as readonly string[] | null, decks: [] as Deck[] };

/** The decks this turn's tile lets the player draw from (callers must not change the list). */
export function offers(s: GameState): Deck[] {
  const c = cg(s);
  const o = lastOffer;
  if (o.board !== s.board || o.player !== s.turnPlayer || o.placed !== s.placed || o.cloister !== c.cloister.deck || o.roadside !== c.roadside.deck) {
    o.decks = computeOffers(s);
    o.board = s.board;
    o.player = s.turnPlayer;
    o.placed = s.placed;
    o.cloister = c.cloister.deck;
    o.roadside = c.roadside.deck;
  }
  return o.decks;
}

/** CG-3: a tile with a road and neither city nor cloister, by tile type index. */
const ROADSIDE_TILE = TYPES.map((t) => t.kinds.includes(KIND_ROAD) && !t.kinds.includes(KIND_CITY) && !t.kinds.includes(KIND_CLOISTER));

function computeOffers(s: GameState): Deck[] {
  const c = cg(s);
  const b = s.board;
  const p = s.turnPlayer;
  const pt = s.placed;
  const x = tileX(b, pt);
  const y = tileY(b, pt);
  const out: Deck[] = [];
  if (c.cloister.deck.length) {
    let hit = false;
    for (let dy = -1; dy <= 1 && !hit; dy++) {
      for (let dx = -1; dx <= 1 && !hit; dx++) {
        if (dx === 0 && dy === 0) continue;
        const t = tileAt(b, x + dx, y + dy);
        if (t < 0) continue;
        const cl = TYPES[tileType(b, t)]!.cloister;
        if (cl < 0) continue;
        const root = featureRoot(b, tileFirstSeg(b, t) + cl);
        // Runs every turn: an empty cloister is ruled out without building the occupation map.
        if (followersOnRoot(b, root) === 0) continue;
        hit = occupiedByOther(b, t, root, p);
      }
    }
    if (hit) out.push('cloister');
  }
  if (c.roadside.deck.length && ROADSIDE_TILE[tileType(b, pt)]) out.push('roadside');
  return out;
}

/** Whether a player other than `p` has a follower on the cloister `root` of placed tile `t` (a cloister lies on its tile only, so others are skipped before the find). */
function occupiedByOther(b: BoardState, t: number, root: number, p: PlayerIndex): boolean {
  for (let i = 0; i < boardFollowerCount(b); i++) {
    if (followerPlayer(b, i) !== p && followerTile(b, i) === t && featureRoot(b, followerSeg(b, i)) === root) return true;
  }
  return false;
}

function drawProceed(s: GameState, events: GameEvent[]): StepOutcome {
  for (;;) {
    const sub = subDecision(s);
    if (sub) return { state: s, events, decision: sub };
    const t = cg(s).turn;
    if (t.draws.length === 0 && !t.closed) {
      if (offers(s).length) return { state: s, events, decision: { player: s.turnPlayer, kind: KIND.draw } };
      // Nothing offered and nothing queued (most turns): closing and reopening the step
      // would end where it started, so skip both copies.
      if (t.queue.length === 0) return { state: s, events };
      s = setClosed(s, true);
    }
    if (t.queue.length === 0) return { state: setClosed(s, false), events };
    const { card } = t.queue[0]!;
    const p = s.turnPlayer;
    if (card === 'score-3') {
      const entry: CardEntry = { window: 'draw', card };
      s = lightningEdit(s, card, true, entry, null);
      events.push(ev('cardPlayed', entry, p));
      const r = resolve(s, p, entry);
      s = r.state;
      events.push(...r.events);
      continue;
    }
    if (featureTargets(s, p, card).length === 0) {
      // CG-5: a lightning card that cannot take effect is discarded.
      const entry: CardEntry = { window: 'draw', card };
      s = lightningEdit(s, card, true, entry, null);
      events.push(ev('cardDiscarded', { card, reason: 'no-target', rule: 'CG-5' }, p));
      continue;
    }
    s = lightningEdit(s, card, true, null, card);
  }
}

/**
 * One slice copy for a step of a lightning card's life: off the queue (`dequeue`), onto
 * its discard pile with its record entry (`entry`), and the card awaiting a target set or
 * cleared. Each of these was a state copy of its own, three or four per card drawn.
 */
function lightningEdit(s: GameState, card: CardId, dequeue: boolean, entry: CardEntry | null, target: CardId | null): GameState {
  const c = cg(s);
  const n = copyCg(c);
  const t = copyTurn(c.turn);
  n.turn = t;
  if (dequeue) t.queue = c.turn.queue.slice(1);
  if (entry) {
    if (CARDS[card].deck === 'cloister') n.cloister = discardCard(c.cloister, card);
    else n.roadside = discardCard(c.roadside, card);
    t.cards = [...c.turn.cards, entry];
  }
  t.target = target;
  return putCg(s, n);
}

const drawStep = makeStep(`${ID}/draw`, 'cards-draw', drawProceed, {
  passEnds: KIND.draw,
  enter(s) {
    const c = cg(s);
    // The force bound this turn's placement only (CG-14).
    if (c.force && c.force.turn < s.turn) {
      const n = copyCg(c);
      n.force = null;
      s = putCg(s, n);
    }
    return setClosed(s, false);
  },
  legal(s) {
    const o = offers(s);
    const acts: Action[] = [];
    for (let i = 0; i < o.length; i++) acts.push(drawAction([o[i]!]));
    if (o.length === 2) acts.push(drawAction(o.slice()));
    acts.push({ type: 'pass' });
    return acts;
  },
  apply(s, a, events) {
    if (a.type === 'pass') return { ok: true, value: setClosed(s, true) };
    if (a.type !== 'ext' || a.kind !== 'draw' || !a.cards) return fail('wrong-decision', 'expected the decks to draw from, or pass', 'CG-4');
    const o = offers(s);
    const want = a.cards;
    if (want.length === 0 || new Set(want).size !== want.length || !want.every((d) => (o as string[]).includes(d))) {
      return fail('illegal-action', `only ${o.join(' and ') || 'no deck'} may be drawn from now`, 'CG-4');
    }
    const p = s.turnPlayer;
    const c = cg(s);
    const decks = { cloister: c.cloister, roadside: c.roadside };
    const queue = c.turn.queue.slice();
    const draws: Deck[] = [];
    for (const d of ['cloister', 'roadside'] as const) {
      if (!want.includes(d)) continue;
      draws.push(d);
      // CG-6: an empty deck is not refilled from its discard pile.
      const r = takeTop(s, d, decks[d], { reshuffle: false });
      const card = r.card as CardId;
      if (CARDS[card].timing === 'lightning') {
        decks[d] = r.cards;
        queue.push({ deck: d, card });
        events.push(ev('cardDrawn', { deck: d, card, lightning: true }, p));
      } else {
        decks[d] = addToHand(r.cards, p, card);
        const size = decks.cloister.hands[p]!.length + decks.roadside.hands[p]!.length;
        events.push(cardDrawnEvent(ID, p, d, card, size));
      }
    }
    const n = copyCg(c);
    n.cloister = decks.cloister;
    n.roadside = decks.roadside;
    n.turn = copyTurn(c.turn);
    n.turn.queue = queue;
    n.turn.draws = draws;
    return { ok: true, value: putCg(s, n) };
  },
});

// ---- discard down to the hand limit (CG-7) ----

function writeKeys(s: GameState): GameState {
  const t = cg(s).turn;
  if (!s.turnMove || (t.draws.length === 0 && t.cards.length === 0 && t.discards.length === 0)) return s;
  const move = { ...s.turnMove };
  if (t.draws.length) move.draw = t.draws.slice();
  if (t.cards.length) move.cards = t.cards.map(copyEntry);
  if (t.discards.length) move.discard = t.discards.slice();
  return withState(s, { turnMove: move });
}

/**
 * A copy of a card entry with its keys in the one order entries are built in (window,
 * card, spot, spot2, player2, x, y, cancelledBy): a spread of entries of several shapes is
 * a runtime call in V8. Spots are shared, as the spread shared them.
 */
export function copyEntry(e: CardEntry): CardEntry {
  const out: CardEntry = { window: e.window, card: e.card };
  if ('spot' in e) out.spot = e.spot;
  if ('spot2' in e) out.spot2 = e.spot2;
  if ('player2' in e) out.player2 = e.player2;
  if ('x' in e) out.x = e.x;
  if ('y' in e) out.y = e.y;
  if ('cancelledBy' in e) out.cancelledBy = e.cancelledBy;
  return out;
}

function discardProceed(s: GameState, events: GameEvent[]): StepOutcome {
  if (handSize(cg(s), s.turnPlayer) > HAND_LIMIT) return { state: s, events, decision: { player: s.turnPlayer, kind: KIND.discard } };
  return { state: writeKeys(s), events };
}

const discardStep = makeStep(`${ID}/discard`, 'discard', discardProceed, {
  legal(s) {
    return [...new Set(handOf(cg(s), s.turnPlayer))].map((card) => cardAction('discard', card));
  },
  apply(s, a, events) {
    if (a.type !== 'ext' || a.kind !== 'discard') return fail('wrong-decision', 'expected a card to discard (hand limit 5)', 'CG-7');
    const p = s.turnPlayer;
    if (!isCard(a.card) || !holdsCard(cg(s), p, a.card)) return fail('illegal-action', `${String(a.card)} is not in your hand`, 'CG-7');
    const card = a.card;
    s = discardHand(s, p, card);
    s = putTurn(s, { discards: [...cg(s).turn.discards, card] });
    events.push(ev('cardDiscarded', { card, reason: 'hand-limit', rule: 'CG-7' }, p));
    return { ok: true, value: s };
  },
});

// ---- game end (CG-8, CG-18) ----

function finalProceed(s: GameState, events: GameEvent[]): StepOutcome {
  for (;;) {
    const sub = subDecision(s);
    if (sub) return { state: s, events, decision: sub };
    const c = cg(s);
    if (c.finalQueue.length === 0) return { state: s, events };
    const p = c.finalQueue[0]!;
    if (featureTargets(s, p, 'farm-tie').length > 0) return { state: s, events, decision: { player: p, kind: KIND.farmTie } };
    s = patchCg(s, { finalQueue: c.finalQueue.slice(1) });
  }
}

const finalBeforeStep = makeStep(`${ID}/final-before`, 'final-before', finalProceed, {
  enter(s) {
    const c = cg(s);
    const queue: PlayerIndex[] = [];
    for (let p = 0; p < s.players.length; p++) for (const card of handOf(c, p)) if (card === 'farm-tie') queue.push(p);
    return patchCg(s, { finalQueue: queue, turn: freshTurn() });
  },
  legal(s) {
    const p = s.pending!.player;
    return featureTargets(s, p, 'farm-tie').map((r) => spotAction('farm-tie', spotOfRoot(s, r)));
  },
  apply(s, a, events) {
    if (a.type !== 'ext' || a.kind !== 'farm-tie') return fail('wrong-decision', 'expected the farm for farm-tie', 'CG-18');
    const p = s.pending!.player;
    const root = rootAt(s, a.spot);
    if (!featureTargets(s, p, 'farm-tie').includes(root)) return fail('illegal-action', 'farm-tie needs a farm where you are tied', 'CG-19');
    const entry: FinalEntry = { player: p, card: 'farm-tie', spot: { ...a.spot! } };
    s = discardHand(s, p, 'farm-tie');
    const c = cg(s);
    s = patchCg(s, { finalQueue: c.finalQueue.slice(1), finalUsed: c.finalUsed + 1 });
    const idx = s.final.length;
    s = withState(s, { final: [...s.final, entry] });
    events.push(ev('cardPlayed', entry, p));
    return { ok: true, value: launch(s, p, idx, true, entry, affectedOn(s, p, 'farm-tie', root), events) };
  },
});

const finalAfterStep: TurnStep = {
  id: `${ID}/final-after`,
  point: 'final-after',
  enter(s) {
    const events: GameEvent[] = [];
    const c = cg(s);
    // CG-12: banked points of laid-down features are paid now.
    c.banked.forEach((pts, p) => {
      if (pts > 0) {
        s = addPoints(s, p, pts);
        events.push(ev('bankPaid', { points: pts, rule: 'CG-12' }, p));
      }
    });
    // CG-8: end-game cards in turn order from the first player.
    for (let p = 0; p < s.players.length; p++) {
      for (const card of handOf(c, p)) {
        let pts = -1;
        if (card === 'supply-bonus') pts = 2 * s.supply[p]!;
        else if (card === 'farm-bonus') pts = c.farms.reduce((n, f) => n + (f.owners.includes(p) ? f.cities : 0), 0);
        else if (card === 'shared-farm-bonus') pts = c.farms.reduce((n, f) => n + (f.owners.length > 1 && f.owners.includes(p) ? f.cities : 0), 0);
        if (pts < 0) continue;
        s = addPoints(s, p, pts);
        events.push(ev('bonus', { card, points: pts, rule: 'CG-18' }, p));
      }
    }
    s = patchCg(s, { revealed: true });
    events.push(ev('handsRevealed', { hands: s.players.map((_, p) => handOf(c, p)), rule: 'CG-8' }));
    return { state: s, events };
  },
};

export const STEPS: readonly TurnStep[] = [
  windowStep('start'),
  drawStep,
  windowStep('score'),
  windowStep('end'),
  discardStep,
  finalBeforeStep,
  finalAfterStep,
];
