/**
 * What everyone may see of each expansion, in sentences: deck and hand sizes, discards,
 * eggs, the bunny, banked points, the forced square. Nothing is shown as raw data: a slice
 * this screen does not know yet lists only its plain numbers and words.
 */
import type { PlayerView } from '@carc/rules';
import { t } from '../i18n/index.js';
import { cardName, type CardExpansion } from './cards.js';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const nums = (v: unknown): number[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'number') ? (v as number[]) : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** "Ann 3, Ben 1" for the players with a non-zero number (all players when `all`). */
function perPlayer(view: PlayerView, values: readonly number[], all = false): string {
  return values.flatMap((n, i) => (all || n ? [`${view.players[i] ?? `#${i + 1}`} ${n}`] : [])).join(', ');
}

/** The lines describing one expansion's public slice (or a player's own non-card slice). */
export function summaryLines(view: PlayerView, exp: string, v: unknown): string[] {
  if (!isObj(v)) return [];
  const out: string[] = [];
  const list = (xs: string[]) => (xs.length ? xs.join(', ') : t('panel.none'));
  if (exp === 'christmas-gift' || exp === 'gifts') {
    const cardExp = exp as CardExpansion;
    const decks = isObj(v.decks) ? v.decks : null;
    if (decks) out.push(t('cards.decks', { cloister: Number(decks.cloister ?? 0), roadside: Number(decks.roadside ?? 0) }));
    else if (typeof v.deckSize === 'number') out.push(t('cards.giftDeck', { n: v.deckSize }));
    const sizes = nums(v.handSizes);
    if (sizes) out.push(t('cards.handSizes', { list: perPlayer(view, sizes, true) }));
    const discards = isObj(v.discards) ? [...strs(v.discards.cloister), ...strs(v.discards.roadside)] : strs(v.discard);
    out.push(t('panel.discards', { list: list(discards.map((c) => cardName(cardExp, c))) }));
    if (Array.isArray(v.laid) && v.laid.length) out.push(t('panel.laid', { n: v.laid.length }));
    const banked = nums(v.banked);
    if (banked?.some((n) => n > 0)) out.push(t('panel.banked', { list: perPlayer(view, banked) }));
    if (isObj(v.force) && typeof v.force.x === 'number') out.push(t('panel.force', { x: v.force.x, y: Number(v.force.y) }));
    const removed = strs(v.removedTiles);
    if (removed.length) out.push(t('panel.removed', { list: removed.join(', ') }));
    const take2 = strs(v.take2);
    if (take2.length === 2) out.push(t('panel.take2', { a: take2[0]!, b: take2[1]! }));
    if (Array.isArray(v.hands)) {
      const hands = v.hands.map((h, i) => `${view.players[i] ?? i + 1}: ${list(strs(h).map((c) => cardName(cardExp, c)))}`);
      out.push(t('panel.revealed', { list: hands.join('; ') }));
    }
    return out;
  }
  if (exp === 'easter') {
    const eggs = nums(v.eggs);
    if (eggs) out.push(t('panel.eggs', { list: perPlayer(view, eggs, true) }));
    const b = isObj(v.bunny) ? v.bunny : null;
    out.push(b ? t('panel.bunnyAt', { x: Number(b.x), y: Number(b.y) }) : t('panel.bunnyNone'));
    const ph = isObj(v.phase) ? v.phase : null;
    if (ph) out.push(t('panel.phase', { name: view.players[Number(ph.player)] ?? '?', roll: Number(ph.roll), n: Number(ph.hopsLeft) }));
    return out;
  }
  // A slice this screen does not know: its plain numbers and words, never its structure.
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === 'number' || typeof x === 'string') out.push(`${k}: ${x}`);
    else if (nums(x)) out.push(`${k}: ${perPlayer(view, nums(x)!, true)}`);
  }
  return out;
}

/** One collapsible panel per expansion with public information. */
export function ExtSummary({ view }: { view: PlayerView }) {
  const pub = Object.entries(view.ext).filter(([, v]) => v !== undefined && v !== null);
  if (!pub.length) return null;
  return (
    <>
      {pub.map(([exp, v]) => {
        const lines = summaryLines(view, exp, v);
        return (
          <details key={exp} class="ext-public" data-testid={`ext-${exp}`}>
            <summary>
              {t(`exp.${exp}` as never)}
              {lines[0] && <small> · {lines[0]}</small>}
            </summary>
            <ul class="ext-lines">
              {lines.map((l, i) => (
                <li key={i}>{l}</li>
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}
