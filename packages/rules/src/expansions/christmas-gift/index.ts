/**
 * Christmas Gift (Kerstcadeau), option `christmas-gift`: two decks of 32 cards drawn by
 * placing next to another player's cloister or placing a road-only tile
 * (docs/expansions/christmas-gift.md; rules.md CG-1..CG-19).
 */
import { KIND } from './decisions.js';
import type { PlayerView, Spot } from '../../types.js';

// The module (the rules) lives in module.ts: what this file adds for interfaces (kinds,
// typed view readers) loads none of them.
export { christmasGift, christmasGift as default } from './module.js';

export { cardDrawnData } from '../cards/index.js';
export type { CardDrawn } from '../cards/index.js';
export type { ChristmasGiftAction } from './actions.js';
export { CHRISTMAS_GIFT_ACTIONS } from './actions.js';
export { CARDS as CHRISTMAS_CARDS, isCard as isChristmasCard } from './cards.js';
export type { CardDef as ChristmasCardDef, CardId as ChristmasCardId, Timing as ChristmasCardTiming } from './cards.js';

/** The decision kinds of Christmas Gift, as `pendingDecision(...).kind` names them. */
export const CHRISTMAS_GIFT_DECISIONS = KIND;
/** The hand windows (CG-3): the decisions in which cards of that timing may be played. */
export const CHRISTMAS_GIFT_WINDOWS = ['start', 'score', 'end'] as const;
/** The kinds of Christmas Gift's events (`{type:'ext', expansion:'christmas-gift', kind}`). */
export const CHRISTMAS_GIFT_EVENTS = {
  cardDrawn: 'cardDrawn',
  cardPlayed: 'cardPlayed',
  cardCancelled: 'cardCancelled',
  cardDiscarded: 'cardDiscarded',
  bonus: 'bonus',
  bankPaid: 'bankPaid',
  handsRevealed: 'handsRevealed',
  laidDown: 'laidDown',
  marked: 'marked',
  forced: 'forced',
  swapped: 'swapped',
  tileRemoved: 'tileRemoved',
} as const;

/** What everyone sees of Christmas Gift (`view.ext['christmas-gift']`). */
export interface ChristmasGiftView {
  decks: { cloister: number; roadside: number };
  discards: { cloister: string[]; roadside: string[] };
  handSizes: number[];
  /** Completed, laid-down features (CG-12), by one spot of each. */
  laid: Spot[];
  marks: { player: number; spot: Spot }[];
  banked: number[];
  force: { x: number; y: number; by: number } | null;
  /** Tiles taken out of the game by cards. */
  removedTiles: string[];
  /** Every hand, once revealed at the end; else null. */
  hands: string[][] | null;
}

/** Christmas Gift's public part of a view, typed; null when the game is played without it. */
export function christmasGiftView(view: Pick<PlayerView, 'ext'>): ChristmasGiftView | null {
  return (view.ext['christmas-gift'] as ChristmasGiftView | undefined) ?? null;
}

/** The viewer's own hand (`view.own['christmas-gift']`); null for spectators and without the expansion. */
export function christmasGiftHand(view: Pick<PlayerView, 'own'>): string[] | null {
  return (view.own['christmas-gift'] as { hand: string[] } | null | undefined)?.hand ?? null;
}
