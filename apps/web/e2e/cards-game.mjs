// The card game of the e2e test, played in Node: Ann is a human seat following the simple
// policy the browser test plays through the UI; Ben and Cleo are random bots making exactly
// the moves the app's bot worker makes (the random bot of @carc/bots, seeded per decision
// like src/workers/botTurn.ts). `node e2e/cards-game.mjs [from] [count]` searches seeds
// and prints, per seed, which card decisions the human seat meets; the e2e test uses one
// that meets all of them.
import { apply, createGame, legalActions, pendingDecision, view } from '@carc/rules';
import { RandomBot, seededRng } from '@carc/bots';

export const CARD_SEATS = ['Ann', 'Ben', 'Cleo'];
export const CARD_EXPANSIONS = ['christmas-gift', 'gifts'];
/** Hand cards the human plays in the `start` window (all of them need a target). */
export const PLAY_AT_START = ['recall', 'swap-cloister', 'swap-city', 'swap-road', 'swap-farm', 'force'];
/** Cards the human never discards at the hand limit. */
export const KEEP_CARDS = ['supply-bonus', 'farm-bonus', 'shared-farm-bonus', 'farm-tie', 'protection'];
/** The human keeps followers for the cards to act on: a follower only while more than this many are in supply. */
export const KEEP_SUPPLY = 3;

/** Same as stateSeed in src/workers/botTurn.ts. */
const stateSeed = (s) => (s.turn * 7919 + s.stackPos * 104729 + s.cursor * 31) >>> 0;
const bot = new RandomBot();

/**
 * The human policy, on the legal actions of a decision (mirrored by the browser test through
 * the UI). `memo.played`: a start-window card was played already (only one per game, so the
 * hand can grow to the limit).
 */
export function humanAction(state, d, legal, memo) {
  const exts = legal.filter((a) => a.type === 'ext');
  const pass = legal.find((a) => a.type === 'pass');
  switch (d.kind) {
    case 'place': {
      const first = legal.find((a) => a.type === 'place');
      const rots = legal.filter((a) => a.type === 'place' && a.x === first.x && a.y === first.y).map((a) => a.rot);
      return { type: 'place', x: first.x, y: first.y, rot: Math.min(...rots) };
    }
    case 'meeple': {
      const m = legal.find((a) => a.type === 'meeple');
      return m && state.supply[d.player] > KEEP_SUPPLY ? m : pass;
    }
    case 'gifts/open':
    case 'gifts/choose-tile':
    case 'christmas-gift/choose-tile':
    case 'christmas-gift/target':
    case 'christmas-gift/farm-tie':
      return exts[0] ?? pass;
    case 'christmas-gift/discard':
      // Keep end-game cards and protection: discard the first other card.
      return exts.find((a) => !KEEP_CARDS.includes(a.card)) ?? exts[0];
    case 'christmas-gift/draw':
      return exts[exts.length - 1] ?? pass;
    case 'christmas-gift/start': {
      const play = memo.played ? undefined : exts.find((a) => PLAY_AT_START.includes(a.card));
      if (play) memo.played = true;
      return play ?? pass;
    }
    case 'christmas-gift/score':
      return exts[0] ?? pass;
    case 'christmas-gift/protect':
      return exts.find((a) => a.kind === 'protect') ?? pass;
    default:
      return pass ?? legal[0];
  }
}

/** Plays the whole game; returns what the human met, in order. */
export function playCardGame(seed) {
  const g = createGame({ players: CARD_SEATS, expansions: CARD_EXPANSIONS, options: {}, seed });
  if (!g.ok) throw new Error(g.error.message);
  let s = g.value;
  const met = [];
  let humanTurns = 0;
  const memo = { played: false };
  for (let d = pendingDecision(s); d; d = pendingDecision(s)) {
    const legal = legalActions(s);
    let a;
    if (d.player === 0) {
      a = humanAction(s, d, legal, memo);
      if (d.kind === 'place') humanTurns++;
      const exts = legal.filter((x) => x.type === 'ext');
      const same = a.type === 'ext' ? exts.filter((x) => x.card === a.card && x.kind === a.kind).length : 0;
      if (d.kind !== 'place' && d.kind !== 'meeple') met.push({ kind: d.kind, action: a, targets: same, turn: s.turn });
    } else {
      a = bot.chooseAction(view(s, d.player), {}, seededRng(`${s.seed}/${stateSeed(s)}`));
    }
    const r = apply(s, a, d.player);
    if (!r.ok) throw new Error(`${seed}: ${r.error.message}`);
    s = r.value.state;
  }
  return { state: s, met, humanTurns };
}

/** What the test needs the human to meet. */
export function coverage(met) {
  const has = (pred) => met.some(pred);
  return {
    giftWithTargets: has((m) => m.kind === 'gifts/open' && m.action.type === 'ext' && m.targets > 1),
    draw: has((m) => m.kind === 'christmas-gift/draw' && m.action.type === 'ext'),
    playWithTarget: has((m) => m.kind === 'christmas-gift/start' && m.action.type === 'ext' && m.targets > 1),
    lightningTarget: has((m) => m.kind === 'christmas-gift/target'),
    protectWithCard: has((m) => m.kind === 'christmas-gift/protect' && m.action.type === 'ext'),
    protectPrompt: has((m) => m.kind === 'christmas-gift/protect'),
    discard: has((m) => m.kind === 'christmas-gift/discard'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const from = Number(process.argv[2] ?? 0);
  const count = Number(process.argv[3] ?? 50);
  for (let i = from; i < from + count; i++) {
    const seed = `cards-${i}`;
    const { state, met, humanTurns } = playCardGame(seed);
    const c = coverage(met);
    const bonus = endCardsOf(state).length > 0 ? 1 : 0;
    const all = Object.values(c).every(Boolean) && bonus;
    console.log(`${all ? '*' : ' '} ${seed} turns=${humanTurns} decisions=${met.length} endCard=${bonus} ${Object.entries(c).filter(([, v]) => v).map(([k]) => k).join(' ')}`);
  }
}

export function endCardsOf(state) {
  const c = state.ext['christmas-gift'];
  const hand = [...(c.cloister.hands[0] ?? []), ...(c.roadside.hands[0] ?? [])];
  return hand.filter((id) => id === 'supply-bonus' || id === 'farm-bonus' || id === 'shared-farm-bonus');
}
