/**
 * What the hand shows of a card: its name, one line of effect and when it may be played,
 * for The Gifts and Christmas Gift (rules.md "The Gifts", "Christmas Gift"). The engine
 * knows the cards by id only; the words live in the i18n catalogues (`card.*`, `gift.*`).
 */
import { tileType } from '@carc/tiles';
import { CHRISTMAS_CARDS, GIFT_KINDS, isChristmasCard, type Action, type ActionKeys, type ChristmasCardTiming, type PlayerView, type Spot } from '@carc/rules';
import { featureAt } from '../board/geometry.js';
import { lang, t, translate, type Lang, type MessageKey } from '../i18n/index.js';

export type CardExpansion = 'gifts' | 'christmas-gift';
/**
 * gift: opened after drawing your tile, before placing it; the others are the engine's
 * Christmas Gift timings (lightning: takes effect when drawn; start: before placing your
 * tile; hand: before placing or at the end of your turn; score: when you score the matching
 * feature; protection: in reply to an attack; end: game end).
 */
export type Timing = 'gift' | ChristmasCardTiming;

export function isKnownCard(exp: CardExpansion, id: string): boolean {
  return exp === 'gifts' ? (GIFT_KINDS as readonly string[]).includes(id) : isChristmasCard(id);
}

const prefix = (exp: CardExpansion) => (exp === 'gifts' ? 'gift' : 'card');

/** The card's name in the current language (the id itself for a card the app does not know). */
export function cardName(exp: CardExpansion, id: string, l: Lang = lang.get()): string {
  return isKnownCard(exp, id) ? translate(l, `${prefix(exp)}.${id}` as MessageKey) : id;
}

export function cardEffect(exp: CardExpansion, id: string): string {
  return isKnownCard(exp, id) ? t(`${prefix(exp)}.${id}.fx` as MessageKey) : '';
}

export function cardTiming(exp: CardExpansion, id: string): Timing {
  if (exp === 'gifts') return 'gift';
  return isChristmasCard(id) ? CHRISTMAS_CARDS[id].timing : 'hand';
}

export function timingText(tm: Timing): string {
  return t(`timing.${tm}` as MessageKey);
}

/** The deck a card comes from, for its colour. */
export function deckOf(exp: CardExpansion, id: string): 'gift' | 'cloister' | 'roadside' {
  if (exp === 'gifts') return 'gift';
  return isChristmasCard(id) ? CHRISTMAS_CARDS[id].deck : 'cloister';
}

/** The feature kind at a spot of a placed tile (city, road, cloister, field). */
function featureKindAt(view: PlayerView, spot: Spot): string | null {
  const tile = view.board.find((b) => b.x === spot.x && b.y === spot.y);
  const type = tile && tileType(tile.tile);
  if (!tile || !type) return null;
  return featureAt(type, spot.at, tile.rot)?.kind ?? null;
}

/** "city at (2, -1) · Ben" — the feature and who stands on that very spot. */
export function spotText(view: PlayerView, spot: Spot, withWho = true): string {
  const kind = featureKindAt(view, spot);
  const base = t('cards.spot', { feature: kind ? t(`feature.${kind}` as MessageKey) : spot.at, x: spot.x, y: spot.y });
  if (!withWho) return base;
  const who = [...new Set(view.followers.filter((f) => f.spot.x === spot.x && f.spot.y === spot.y && f.spot.at === spot.at).map((f) => view.players[f.player] ?? '?'))];
  return who.length ? `${base} · ${who.join(', ')}` : base;
}

/** How a card play's or gift's target reads, e.g. "your follower: road at (1, 0) ⇄ Ben: road at (3, 2)". */
export function targetText(view: PlayerView, action: Action | ({ type: 'ext'; expansion: string; kind: string } & ActionKeys)): string {
  if (action.type !== 'ext') return action.type;
  const a: { expansion: string } & ActionKeys = action;
  if (a.card === 'force' && a.x !== undefined && a.y !== undefined) return t('cards.square', { x: a.x, y: a.y });
  if (a.spot && a.spot2) {
    return t('cards.swap', {
      mine: spotText(view, a.spot, false),
      name: view.players[a.player2 ?? -1] ?? '?',
      theirs: spotText(view, a.spot2, false),
    });
  }
  if (a.spot && a.to) {
    const kind = featureKindAt(view, { x: a.spot.x, y: a.spot.y, at: a.to });
    return t('cards.move', { from: spotText(view, a.spot, false), to: kind ? t(`feature.${kind}` as MessageKey) : a.to });
  }
  if (a.spot) return spotText(view, a.spot);
  // Without a target: take-2, or a gift that can have no effect now (opening it wastes it).
  return a.expansion === 'gifts' && a.card !== 'take-2' ? t('cards.wasted') : t('cards.playIt');
}
