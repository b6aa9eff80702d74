/**
 * The 32 card kinds of Christmas Gift (rules.md, Christmas Gift; CG-1): which deck each
 * belongs to, when it is played, and whether it is an attack (CG-9, CG-16).
 */
export type Deck = 'cloister' | 'roadside';
/**
 * lightning: resolves on draw (CG-5); hand: start/end windows; start: the start window only
 * (take-2: the tile must still be unplaced, X-2); score: the score window (CG-10); end: game end (CG-8).
 */
export type Timing = 'lightning' | 'hand' | 'start' | 'score' | 'protection' | 'end';
export type FeatureName = 'road' | 'city' | 'cloister' | 'field';

export interface CardDef {
  readonly deck: Deck;
  readonly timing: Timing;
  /** The feature kind the card targets, if any. */
  readonly feature?: FeatureName;
  /** A Roadside attack that protection may cancel (CG-9). */
  readonly attack?: boolean;
}

/** Unshuffled orders (record-format.md, Randomness): each kind twice before the next. */
export const CLOISTER_KINDS = [
  'score-3', 'score-road', 'score-city', 'score-cloister', 'place-farm', 'place-road', 'place-city', 'loop-road',
  'protection', 'take-2', 'pennant-city', 'plain-city', 'recall', 'supply-bonus', 'farm-bonus', 'shared-farm-bonus',
] as const;
export const ROADSIDE_KINDS = [
  'occupy-farm', 'occupy-road', 'occupy-city', 'occupy-cloister', 'lay-cloister', 'lay-road', 'lay-city', 'tie-road',
  'tie-city', 'tie-cloister', 'swap-cloister', 'swap-city', 'swap-road', 'swap-farm', 'force', 'farm-tie',
] as const;

export type CardId = (typeof CLOISTER_KINDS)[number] | (typeof ROADSIDE_KINDS)[number];

const c = (timing: Timing, feature?: FeatureName, attack = false): CardDef => ({ deck: 'cloister', timing, ...(feature ? { feature } : {}), ...(attack ? { attack } : {}) });
const r = (timing: Timing, feature?: FeatureName, attack = true): CardDef => ({ deck: 'roadside', timing, ...(feature ? { feature } : {}), ...(attack ? { attack } : {}) });

export const CARDS: Readonly<Record<CardId, CardDef>> = {
  'score-3': c('lightning'),
  'score-road': c('lightning', 'road'),
  'score-city': c('lightning', 'city'),
  'score-cloister': c('lightning', 'cloister'),
  'place-farm': c('lightning', 'field'),
  'place-road': c('lightning', 'road'),
  'place-city': c('lightning', 'city'),
  'loop-road': c('score', 'road'),
  protection: c('protection'),
  'take-2': c('start'),
  'pennant-city': c('score', 'city'),
  'plain-city': c('score', 'city'),
  recall: c('hand'),
  'supply-bonus': c('end'),
  'farm-bonus': c('end', 'field'),
  'shared-farm-bonus': c('end', 'field'),
  'occupy-farm': r('lightning', 'field'),
  'occupy-road': r('lightning', 'road'),
  'occupy-city': r('lightning', 'city'),
  'occupy-cloister': r('lightning', 'cloister'),
  'lay-cloister': r('lightning', 'cloister'),
  'lay-road': r('lightning', 'road'),
  'lay-city': r('lightning', 'city'),
  'tie-road': r('lightning', 'road'),
  'tie-city': r('lightning', 'city'),
  'tie-cloister': r('lightning', 'cloister'),
  'swap-cloister': r('hand', 'cloister'),
  'swap-city': r('hand', 'city'),
  'swap-road': r('hand', 'road'),
  'swap-farm': r('hand', 'field'),
  force: r('hand'),
  'farm-tie': r('end', 'field'),
};

export function isCard(id: unknown): id is CardId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(CARDS, id);
}
