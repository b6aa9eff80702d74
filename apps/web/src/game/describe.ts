/**
 * Turns engine events into sentences for the event log and the screen reader, e.g.
 * "Ann scored a city: 4 tiles + 2 pennants = 12".
 */
import type { GameEvent, ScoreExplanation } from '@carc/rules';
import { cardDrawnData, CHRISTMAS_GIFT_EVENTS } from '@carc/rules/christmas-gift';
import { EASTER_EVENTS } from '@carc/rules/easter';
import { FESTIVAL_EVENTS } from '@carc/rules/festival';
import { GIFTS_EVENTS } from '@carc/rules/gifts';
import { translate, type Lang, type MessageKey } from '../i18n/index.js';
import { cardName } from '../hand/cards.js';
import type { FeatureExtent } from '../board/featureExtent.js';

/** "1 tile" / "4 tiles", in the language's plural forms (Czech 2–4, Romanian "de"). */
function count(l: Lang, what: 'tile' | 'pennant', n: number): string {
  return translate(l, `detail.${what}s`, { n });
}

export function scoreDetail(l: Lang, e: ScoreExplanation): string {
  const parts: string[] = [];
  if (e.feature === 'field') {
    parts.push(translate(l, 'detail.cities', { n: e.cities ?? 0 }));
  } else if (e.feature === 'cloister') {
    parts.push(count(l, 'tile', 1 + (e.neighbours ?? Math.max(0, e.tiles - 1))));
  } else {
    parts.push(count(l, 'tile', e.tiles));
    if (e.pennants > 0) parts.push(count(l, 'pennant', e.pennants));
  }
  return parts.join(' + ');
}

export function describeEvent(l: Lang, ev: GameEvent, players: readonly string[]): string | null {
  const name = (i: number | undefined) => (i === undefined ? '?' : players[i] ?? `#${i + 1}`);
  const feat = (k: string) => translate(l, `feature.${k}` as MessageKey);
  switch (ev.type) {
    case 'tilePlaced':
      return translate(l, 'log.placed', { name: name(ev.player), tile: ev.tile, x: ev.x, y: ev.y });
    case 'meeplePlaced':
      return translate(l, 'log.meeple', { name: name(ev.player), feature: feat(ev.feature) });
    case 'meepleReturned':
      return translate(l, 'log.returned', { name: name(ev.player) });
    case 'tileDiscarded':
      return translate(l, 'log.discarded', { tile: ev.tile });
    case 'scored': {
      const e = ev.explanation;
      // A farm that borders no finished city (or an empty feature) scores nothing: no news.
      if (e.owners.length === 0 || e.points === 0) return null;
      const key: MessageKey = e.when === 'final' ? 'log.scoredFinal' : 'log.scored';
      const text = translate(l, key, {
        names: e.owners.map((o) => name(o)).join(', '),
        feature: feat(e.feature),
        detail: scoreDetail(l, e),
        points: e.points,
      });
      // A scoring card changed someone's share (CG-10): say what they really got. Banked
      // points (CG-12) are told when the bank is paid.
      if (!e.awarded || e.rules?.includes('CG-12')) return text;
      const changed = e.owners.filter((o) => e.awarded![o] !== e.points).map((o) => `${name(o)}: ${e.awarded![o]}`);
      return changed.length ? `${text} (${changed.join(', ')})` : text;
    }
    case 'gameEnded':
      return translate(l, 'log.ended');
    case 'ext':
      // A secret event (a card drawn into a hand) is told without the card: the log is
      // shared by every seat of a hot-seat game; the hand itself shows its owner the card.
      if (ev.secretTo) {
        if (ev.kind !== (ev.expansion === 'gifts' ? GIFTS_EVENTS.cardDrawn : CHRISTMAS_GIFT_EVENTS.cardDrawn)) return null;
        const deck = cardDrawnData(ev)?.deck ?? '';
        if (ev.expansion === 'gifts') return translate(l, 'ext.gotGift', { name: name(ev.player) });
        return translate(l, 'ext.drew', { name: name(ev.player), deck: deck === 'roadside' || deck === 'cloister' ? translate(l, `deck.${deck}`) : deck });
      }
      return describeExt(l, ev, name);
    default:
      return null;
  }
}

/** "This city covers 4 tiles (unfinished). Held by Ann; followers: Ann 1, Ben 1." */
export function describeExtent(l: Lang, e: FeatureExtent, players: readonly string[]): string {
  const who = (i: number) => players[i] ?? `#${i + 1}`;
  const holders = e.owners.length
    ? translate(l, 'inspect.held', {
        names: e.owners.map(who).join(', '),
        followers: e.followers.flatMap((n, i) => (n > 0 ? [`${who(i)} ${n}`] : [])).join(', '),
      })
    : translate(l, 'inspect.free');
  return translate(l, 'inspect.extent', {
    feature: translate(l, `feature.${e.kind}` as MessageKey),
    tiles: e.cells.length,
    state: translate(l, e.complete ? 'inspect.complete' : 'inspect.open'),
    holders,
  });
}

/**
 * Points each player received from one event, and where the final table counts them: null
 * for points scored during play, else the final category (a feature, 'bonus', or the
 * expansion reporting an end-game bonus). Null when the event gave nobody anything.
 */
export function eventGains(ev: GameEvent, players: number): { cat: string | null; gains: number[] } | null {
  const gains = Array.from({ length: players }, () => 0);
  if (ev.type === 'ext') {
    // End-game bonuses reported by expansions (eggs, unopened gifts, card bonuses).
    const d = (ev.data ?? {}) as { award?: unknown; points?: unknown };
    if (Array.isArray(d.award)) d.award.forEach((p, i) => typeof p === 'number' && i < players && (gains[i] = p));
    else if (typeof d.points === 'number' && ev.player !== undefined && ev.kind !== 'play') gains[ev.player] = d.points;
    return gains.some((g) => g) ? { cat: ev.expansion, gains } : null;
  }
  if (ev.type !== 'scored') return null;
  const e = ev.explanation;
  // What each player received (a scoring card raises a share, CG-10; a laid-down feature
  // pays 0 now and its bank arrives with the bankPaid event, CG-12); older events lack it.
  const got = e.awarded ?? gains.map((_, p) => (e.owners.includes(p) && !e.rules?.includes('CG-12') ? e.points : 0));
  got.forEach((pts, o) => o < players && (gains[o] = pts));
  if (!gains.some((g) => g)) return null;
  return { cat: e.when === 'final' ? e.feature : e.when === 'bonus' ? 'bonus' : null, gains };
}

/** Points per player and category, summed from score events: the final breakdown table. */
export function breakdown(events: readonly GameEvent[], players: number): { during: number[]; final: Record<string, number[]> } {
  const during = Array.from({ length: players }, () => 0);
  const final: Record<string, number[]> = {};
  for (const ev of events) {
    const g = eventGains(ev, players);
    if (!g) continue;
    const into = g.cat === null ? during : (final[g.cat] ??= Array.from({ length: players }, () => 0));
    g.gains.forEach((pts, i) => (into[i]! += pts));
  }
  return { during, final };
}

type ExtEvent = Extract<GameEvent, { type: 'ext' }>;

/** Eggs gained per player, as " (Ann +1 egg, Ben +2 eggs)"; empty when nobody gained any. */
function eggsText(l: Lang, gained: unknown, name: (i: number) => string): string {
  if (!Array.isArray(gained)) return '';
  const parts = gained.flatMap((g, i) => (typeof g === 'number' && g > 0 ? [`${name(i)} +${translate(l, 'game.eggs', { n: g })}`] : []));
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** An expansion's event kinds as the `expansion/kind` keys this file switches on. */
function keyed<T extends Record<string, string>>(expansion: string, kinds: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, `${expansion}/${v}`])) as { [K in keyof T]: string };
}

const EV = {
  easter: keyed('easter', EASTER_EVENTS),
  gifts: keyed('gifts', GIFTS_EVENTS),
  cg: keyed('christmas-gift', CHRISTMAS_GIFT_EVENTS),
  festival: keyed('festival', FESTIVAL_EVENTS),
};

function describeExt(l: Lang, ev: ExtEvent, name: (i: number | undefined) => string): string | null {
  const d = (ev.data ?? {}) as Record<string, unknown>;
  const who = name(ev.player);
  const key = `${ev.expansion}/${ev.kind}`;
  switch (key) {
    case EV.easter.roll:
      return translate(l, 'ext.roll', { name: who, roll: String(d.roll), hops: String(d.hops) });
    case EV.easter.hop:
      return translate(l, 'ext.hop', { name: who, x: String(d.x), y: String(d.y), eggs: eggsText(l, d.gained, name) });
    case EV.easter.nest:
      return translate(l, 'ext.nest', { x: String(d.x), y: String(d.y), eggs: eggsText(l, d.gained, name) });
    case EV.festival.return:
      return translate(l, 'ext.return', { name: who });
    case EV.gifts.opened:
      return translate(l, 'ext.gift', { name: who, card: cardName('gifts', String(d.card ?? ''), l) + (d.wasted ? ` (${translate(l, 'cards.wasted')})` : '') });
    case EV.gifts.tileKept:
    case EV.cg.tileRemoved:
      return translate(l, 'ext.tileKept', { name: who, tile: String(key === EV.cg.tileRemoved ? d.kept : d.tile) });
    case EV.gifts.unopened:
      return translate(l, 'ext.unopened', { name: who, n: String(d.gifts), points: String(d.points) });
    case EV.gifts.take2:
    case EV.gifts.reshuffled:
    case EV.gifts.noGift:
      return null;
    case EV.cg.cardDrawn:
      return translate(l, 'ext.drewCard', { name: who, card: cg(l, d.card) });
    case EV.cg.cardPlayed: {
      const where = d.spot && typeof d.spot === 'object' ? ` (${(d.spot as { x: number }).x}, ${(d.spot as { y: number }).y})` : d.x !== undefined ? ` (${d.x}, ${d.y})` : '';
      return translate(l, 'ext.card', { name: who, card: cg(l, d.card) + where });
    }
    case EV.cg.cardCancelled:
      return translate(l, 'ext.cancelled', { name: name(typeof d.by === 'number' ? d.by : undefined), card: cg(l, d.card) });
    case EV.cg.cardDiscarded:
      return d.reason === 'no-target' ? translate(l, 'ext.noTarget', { card: cg(l, d.card) }) : translate(l, 'ext.cardDiscarded', { name: who, card: cg(l, d.card) });
    case EV.cg.bonus:
      return translate(l, 'ext.bonus', { name: who, card: cg(l, d.card), points: String(d.points) });
    case EV.cg.bankPaid:
      return translate(l, 'ext.bank', { name: who, points: String(d.points) });
    case EV.cg.handsRevealed:
      return translate(l, 'ext.revealed');
    case EV.easter.eggBonus: {
      const award = Array.isArray(d.award) ? d.award : [];
      const eggs = Array.isArray(d.eggs) ? d.eggs : [];
      const got = award.flatMap((p, i) => (typeof p === 'number' && p > 0 ? [`${name(i)} +${p} (${translate(l, 'game.eggs', { n: Number(eggs[i] ?? 0) })})`] : []));
      return got.length ? translate(l, 'ext.eggBonus', { list: got.join(', ') }) : translate(l, 'ext.eggBonusNone');
    }
    case EV.cg.laidDown:
    case EV.cg.marked: {
      const sp = (d.spot ?? {}) as { x?: number; y?: number };
      return translate(l, key === EV.cg.laidDown ? 'ext.laidDown' : 'ext.marked', { name: who, x: String(sp.x), y: String(sp.y) });
    }
    case EV.cg.forced:
      return translate(l, 'ext.forced', { name: who, x: String(d.x), y: String(d.y) });
    case EV.cg.swapped:
      return translate(l, 'ext.swapped', { name: who, other: name(typeof d.player2 === 'number' ? d.player2 : undefined) });
    case EV.easter.bunnyPhaseEnded:
    case EV.easter.bunnyPlaced:
      return null;
    default: {
      // An event this screen has no sentence for yet: named by its expansion, never as data.
      const exp = translate(l, `exp.${ev.expansion}` as MessageKey);
      return ev.player === undefined ? `${exp}: ${ev.kind}` : translate(l, 'log.ext', { name: who, kind: `${exp} ${ev.kind}` });
    }
  }
}

function cg(l: Lang, card: unknown): string {
  return cardName('christmas-gift', String(card ?? ''), l);
}
