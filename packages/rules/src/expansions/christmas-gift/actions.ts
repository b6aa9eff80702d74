/**
 * The action kinds of Christmas Gift and their exact keys (record-format.md, `cards`,
 * `draw`, `discard`, `final`). A hand card is played with `play`; each card takes only the
 * keys of its target: a follower of one's own (recall), a pair of followers (swaps), a
 * feature just completed (the score-window cards), a square (force), or nothing (take-2).
 */
import type { ActionDeclarations, ActionsOf, KeyTable } from '../../expansion.js';
import type { Spot } from '../../types.js';
import type { CardId } from './cards.js';

const SWAP = { spot: 'spot', spot2: 'spot', player2: 'int?' } as const;
/** CG-10: a card of the score window names the feature its tile completed. */
const BOOST = { spot: 'spot' } as const;

/** The keys of each card played with `play` (timing hand, start or score; CG-15). */
export const PLAY_KEYS = {
  'take-2': {},
  recall: { spot: 'spot' },
  force: { x: 'int', y: 'int' },
  'swap-cloister': SWAP,
  'swap-city': SWAP,
  'swap-road': SWAP,
  'swap-farm': SWAP,
  'loop-road': BOOST,
  'pennant-city': BOOST,
  'plain-city': BOOST,
} as const satisfies Partial<Record<CardId, KeyTable>>;

export const ACTIONS = {
  /** A hand card in the start, score or end window. */
  play: { keys: { card: 'string' }, cards: PLAY_KEYS },
  /** The decks to draw from (CG-4): any of "cloister", "roadside". */
  draw: { keys: { cards: 'strings' } },
  /** The feature a drawn lightning card acts on (CG-5). */
  target: { keys: { spot: 'spot' } },
  /** Cancel an attack with a protection card (CG-9, CG-16). */
  protect: { keys: {} },
  /** Which of take-2's two tiles to place: `card` holds the tile id (X-2). */
  'choose-tile': { keys: { card: 'string' } },
  /** A card kind discarded down to the hand limit (CG-7). */
  discard: { keys: { card: 'string' } },
  /** The farm a farm-tie card names at the game end (CG-18). */
  'farm-tie': { keys: { spot: 'spot' } },
} as const satisfies ActionDeclarations;

/** The kinds of Christmas Gift's actions (`{type:'ext', expansion:'christmas-gift', kind}`), exactly those declared. */
export const CHRISTMAS_GIFT_ACTIONS = {
  play: 'play',
  draw: 'draw',
  target: 'target',
  protect: 'protect',
  'choose-tile': 'choose-tile',
  discard: 'discard',
  'farm-tie': 'farm-tie',
} as const satisfies { [K in keyof typeof ACTIONS]: K };

/** Christmas Gift's actions: one member per kind, and per card for `play`. */
export type ChristmasGiftAction = ActionsOf<'christmas-gift', typeof ACTIONS>;

/**
 * A Christmas Gift action as the module's steps read it: every declared key, each
 * optional. The engine let through only the exact shape of the action's kind and card.
 */
export interface ActionFields {
  type: 'ext';
  expansion: 'christmas-gift';
  kind: ChristmasGiftAction['kind'];
  card?: string;
  spot?: Spot;
  spot2?: Spot;
  player2?: number;
  x?: number;
  y?: number;
  cards?: string[];
}
